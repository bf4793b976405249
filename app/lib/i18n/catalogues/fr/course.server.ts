/**
 * Les pages des cours, le paiement et ses pages de retour, la facturation. (fr-CA)
 * Les garanties reprennent mot pour mot la Politique de remboursement (app/lib/copy/legal-fr.ts) : un test y veille.
 */
import { SUPPORT_EMAIL } from "~/lib/copy/navigation";
import type { Message } from "~/lib/i18n/messages";
import type { course as english } from "~/lib/i18n/catalogues/en/course.server";

const FIN_DE_RECLAMATION = "Nous remboursons le prix du cours sur votre moyen de paiement d’origine dans un délai de 10 jours ouvrables.";
const PORTEE =
  "Elle vise le cours acheté seul (les cours d’un forfait sont couverts par la garantie de 30 jours du forfait) et s’ajoute à la garantie de remboursement de 30 jours.";

export const course: Readonly<Record<keyof typeof english, Message>> = {
  // ---- La page d’un cours ----
  "course.page.breadcrumb": "Fil d’Ariane",
  "course.page.freePreview": "Aperçu gratuit",
  "course.page.previewTitle": "Aperçu gratuit : {title}",
  "course.page.previewDescription": "Consultez le plan du cours « {title} » et lisez gratuitement le début de sa première leçon.",
  "course.page.description": "{description} {level}, {duration}, {count} leçons.",
  "course.page.level.Beginner": "Débutant",
  "course.page.level.Intermediate": "Intermédiaire",
  "course.page.level.Advanced": "Avancé",
  "course.page.lessonCount": { one: "{count} leçon", other: "{count} leçons" },
  "course.page.inAll": "Au total : {time}",
  "course.page.minutes": "{count} min",
  "course.page.hours": { one: "{count} heure", other: "{count} heures" },
  "course.page.hoursMinutes": "{hours} h {minutes} min",
  "course.page.reading": "{time} de lecture",
  "course.page.readingAndWork": "{reading} · environ {work} pour la feuille de travail",
  "course.page.progressHeading": "Votre progression",
  "course.page.percent": "{percent}\u00a0%",
  "course.page.lessonsComplete": "Leçons terminées : {completed} sur {total}",
  "course.page.logIn": "Connectez-vous",
  "course.page.toTrackProgress": "pour suivre votre progression",
  "course.page.viewCertificate": "Voir votre certificat",
  "course.page.takeAssessment": "Passer l’évaluation finale",
  "course.page.lessons": "Leçons",
  "course.page.completed": "Terminée",
  "course.page.howItWorks": "Comment ça fonctionne",
  "course.page.sameTermsIn": "Les mêmes conditions figurent dans notre",
  "course.page.sameTermsEnd": ".",
  "course.page.ownCourse": "Ce cours vous appartient",
  "course.page.inPlan": "Compris dans votre forfait",
  "course.page.reviewFromStart": "Revoir depuis la leçon 1",
  "course.page.continueWith": "Continuer avec la leçon {number}",
  "course.page.startCourse": "Commencer le cours",
  "course.page.includes": "Ce cours comprend",
  "course.page.oneTimePayment": "Paiement unique",
  "course.page.buyCourse": "Acheter le cours",
  "course.page.processing": "Traitement en cours…",
  "course.page.moneyBack": "Garantie de remboursement de 30 jours",
  "course.page.upgradeTo": "Ou passez au forfait",
  "course.page.getWith": "Ou obtenez-le avec le forfait",
  "course.page.planPrice": "pour {price}/mois.",
  "course.page.backToOverview": "Retour à l’aperçu du cours",
  "course.page.previewLink": "Aperçu gratuit",
  "course.page.readOpening": "Lisez le début",
  "course.page.restLocked": {
    one: "La suite de cette leçon et l’autre leçon font partie du cours.",
    other: "La suite de cette leçon et les {count} autres leçons font partie du cours.",
  },
  "course.page.outline": "Plan du cours",
  "course.page.figuresLabel": "Comment ces chiffres sont calculés",
  "course.page.resultsCard.title": "Déclarez vos résultats après 90 jours",
  "course.page.resultsCard.text":
    "Indiquez-nous le total de vos dettes au départ et aujourd’hui. De façon anonyme, il s’ajoute aux totaux affichés sur notre page d’accueil.",
  "course.page.resultsCard.link": "Déclarer vos résultats",
  "course.page.bootcamp.lessonsHeading": "Sept jours, sept leçons",
  "course.page.bootcamp.lessonsText": "Une leçon par jour, chacune se terminant par des actions concrètes et une feuille de travail.",
  "course.page.bootcamp.outcomesHeading": "Au jour 7, vous aurez",
  "course.page.debt.resultsHeading": "Ce que vous aurez au jour 90",
  "course.page.debt.paidOff": "Ensemble, nos apprenants ont déclaré {amount} de dettes remboursées",
  "course.page.debt.paidOffSource":
    " dans le formulaire de résultats du défi\u00a0: un total pour eux tous, pas ce qu’un apprenant peut espérer seul.",
  "course.page.debt.finishWith": "Faites le travail de chaque phase et vous terminerez avec :",
  "course.page.debt.phasesHeading": "Les quatre phases",
  "course.page.debt.phasesText": "Jours 1 à 14, 15 à 45, 46 à 75 et 76 à 90 : une leçon et une tâche claire par phase.",
  "course.page.debt.includedHeading": "Ce qui est inclus",
  "course.page.debt.plannerBefore": "Faites vos propres calculs en tout temps avec l’outil gratuit",
  "course.page.debt.plannerAfter": ".",
  "course.page.masterclass.monthsHeading": "Six leçons mensuelles, {total} parties",
  "course.page.masterclass.monthsText":
    "{months} leçons, une par mois, chacune en {parts} parties ({total} en tout) à lire et à travailler à votre rythme, de votre valeur nette à votre plan de retraite, avec une feuille de travail chaque mois.",
  "course.page.masterclass.parts": "{count} parties",
  "course.page.masterclass.premiumFeatures": "Avantages Premium",
  "course.page.masterclass.vipBenefits": "Avantages VIP",
  // Les avis, sur la page du cours.
  "course.page.reviews.heading": "Avis",
  "course.page.reviews.intro":
    "Rédigés par des apprenants qui ont terminé au moins le quart du cours, du plus récent au plus ancien. Nous ne modifions jamais un avis et ne trions pas les avis selon leur note; notre équipe masque seulement ceux qui enfreignent nos règles.",
  "course.page.reviews.rating": "{average} sur 5 ({count} avis)",
  "course.page.reviews.stars": { one: "{count} étoile sur 5", other: "{count} étoiles sur 5" },
  "course.page.reviews.edited": "modifié le",
  "course.page.reviews.notYet": "Vous pourrez donner votre avis sur ce cours quand vous aurez terminé {needed} de ses {total} leçons.",
  "course.page.reviews.listLabel": "Avis des apprenants",
  "course.page.reviews.noneOnPage": "Il n’y a aucun avis sur cette page.",
  "course.page.reviews.pagesLabel": "Pages des avis",
  "course.page.reviews.newer": "Avis plus récents",
  "course.page.reviews.older": "Avis plus anciens",
  "course.page.reviews.editHeading": "Modifier votre avis",
  "course.page.reviews.rateHeading": "Évaluez ce cours",
  "course.page.reviews.hidden":
    "L’équipe a masqué votre avis sur cette page. Vous pouvez toujours le modifier; l’équipe peut l’afficher de nouveau.",
  "course.page.reviews.yourRating": "Votre note",
  "course.page.reviews.yourReview": "Votre avis",
  "course.page.reviews.hint": "Jusqu’à {max} caractères. Il est affiché avec votre nom et votre progression dans le cours.",
  "course.page.reviews.save": "Enregistrer vos modifications",
  "course.page.reviews.publish": "Publier votre avis",
  "course.page.reviews.saving": "Enregistrement…",

  // ---- Le contenu propre à chaque cours ----
  "course.content.budget-bootcamp.description":
    "Bâtissez en une semaine un budget que vous arriverez vraiment à respecter : suivez vos dépenses, choisissez une méthode qui vous convient et automatisez le reste.",
  "course.content.budget-bootcamp.duration": "7 jours",
  "course.content.budget-bootcamp.feature.1":
    "7 leçons quotidiennes de moins de 10 minutes de lecture chacune, avec de 30 à 90 minutes de travail sur la feuille de travail",
  "course.content.budget-bootcamp.feature.2": "Méthodes 50/30/20, base zéro et enveloppes",
  "course.content.budget-bootcamp.feature.3": "Plan de fonds d’urgence pour le Canada et les États-Unis",
  "course.content.budget-bootcamp.feature.4": "Accès à vie",
  "course.content.budget-bootcamp.outcome.1": "Votre vrai revenu net mensuel, au dollar près",
  "course.content.budget-bootcamp.outcome.2": "Un portrait clair de ce qu’ont été vos dépenses des 30 derniers jours",
  "course.content.budget-bootcamp.outcome.3": "Un budget écrit selon la méthode qui vous convient : 50/30/20, base zéro ou enveloppes",
  "course.content.budget-bootcamp.outcome.4":
    "Un objectif de premier fonds d’urgence, un montant mensuel pour l’atteindre et un plan pour le porter à 3 à 6 mois de dépenses",
  "course.content.budget-bootcamp.outcome.5": "Vos factures et votre épargne en pilote automatique, plus un bilan hebdomadaire de 15 minutes",

  "course.content.debt-challenge.description":
    "Un plan de 90 jours en quatre phases pour dresser la liste de toutes vos dettes, choisir la boule de neige ou l’avalanche, trouver de l’argent supplémentaire et rester sans dettes.",
  "course.content.debt-challenge.duration": "90 jours",
  "course.content.debt-challenge.feature.1": "Quatre phases : jours 1 à 14, 15 à 45, 46 à 75 et 76 à 90",
  "course.content.debt-challenge.feature.2": "Exemples concrets de la boule de neige et de l’avalanche",
  "course.content.debt-challenge.feature.3": "Des scripts pour appeler vos créanciers",
  "course.content.debt-challenge.feature.4":
    "Remboursement si moins de 5 000 $ de dettes sont éliminés en 90 jours (selon les conditions de la garantie)",
  "course.content.debt-challenge.result.1.title": "Toutes vos dettes sur une seule page",
  "course.content.debt-challenge.result.1.text":
    "Les soldes, les taux, les versements minimaux et les dates d’échéance, et ce que chacune vous coûte vraiment.",
  "course.content.debt-challenge.result.2.title": "Un plan que vous avez choisi",
  "course.content.debt-challenge.result.2.text": "La boule de neige ou l’avalanche, avec un ordre de remboursement et une date à viser.",
  "course.content.debt-challenge.result.3.title": "Des arguments pour obtenir des taux plus bas",
  "course.content.debt-challenge.result.3.text":
    "Des scripts pour appeler vos prêteurs et le calcul des transferts de solde, pour réduire les intérêts que vous payez là où c’est possible.",
  "course.content.debt-challenge.result.4.title": "Plus d’argent pour vos dettes",
  "course.content.debt-challenge.result.4.text":
    "L’argent trouvé dans votre budget, les revenus d’appoint et les rentrées imprévues, dirigés vers une dette à la fois.",
  "course.content.debt-challenge.phase.1":
    "Dressez la liste de toutes vos dettes, vérifiez vos dossiers de crédit, réglez d’abord les dettes prioritaires, cessez d’accumuler de nouveaux soldes et protégez vos versements minimaux.",
  "course.content.debt-challenge.phase.2":
    "Choisissez la boule de neige ou l’avalanche, appelez vos prêteurs pour obtenir un taux plus bas ou de l’aide en cas de difficultés, et évaluez les transferts de solde.",
  "course.content.debt-challenge.phase.3":
    "Trouvez de l’argent supplémentaire, mettez de côté l’impôt sur vos revenus d’appoint et reportez chaque versement libéré sur la dette suivante.",
  "course.content.debt-challenge.phase.4":
    "Rebâtissez votre crédit, connaissez vos droits face aux agents de recouvrement et sachez quand une consultation budgétaire, une proposition de consommateur ou la faillite convient.",
  "course.content.debt-challenge.inclusion.1":
    "Quatre leçons, une par phase : un plan pour chaque jour des deux premières semaines, puis pour chaque période, avec des exemples concrets et des actions concrètes",
  "course.content.debt-challenge.inclusion.2":
    "Des scripts pour appeler vos créanciers : taux plus bas, difficultés financières et recouvrement",
  "course.content.debt-challenge.inclusion.3": "Vos droits face aux agents de recouvrement au Canada et aux États-Unis",
  "course.content.debt-challenge.inclusion.4": "Une feuille de travail pour chaque phase, à télécharger ou à imprimer",
  "course.content.debt-challenge.inclusion.5": "Le Planificateur de remboursement gratuit, pour comparer la boule de neige et l’avalanche",
  "course.content.debt-challenge.inclusion.6": "Des actions concrètes à la fin de chaque phase",
  "course.content.debt-challenge.inclusion.7": "Garantie de remboursement de 30 jours",
  "course.content.debt-challenge.guarantee.title": "Remboursé si vous éliminez moins de 5 000 $ de dettes",
  "course.content.debt-challenge.guarantee.promise":
    "Si vous terminez les 90 jours en ayant éliminé moins de 5 000 $ de dettes, nous remboursons le prix du cours.",
  "course.content.debt-challenge.guarantee.term.1":
    "Les 90 jours commencent le jour de l’achat du cours. Terminer signifie que les quatre phases sont marquées comme terminées dans votre compte.",
  "course.content.debt-challenge.guarantee.term.2":
    "Les dettes éliminées correspondent au total de votre liste de dettes de la phase 1 (jour 1) moins le total du tableau « Vos résultats après 90 jours » de la phase 4 (jour 90), dans la devise de votre paiement. Une dette déplacée par un transfert de solde ou un prêt de consolidation reste une dette, et tout nouvel emprunt compte contre vous.",
  "course.content.debt-challenge.guarantee.term.3": `Pour faire une réclamation, écrivez à ${SUPPORT_EMAIL} à partir de l’adresse de votre compte entre le 90e et le 120e jour, avec les deux feuilles de travail remplies (une photo ou le fichier téléchargé). ${FIN_DE_RECLAMATION}`,
  "course.content.debt-challenge.guarantee.term.4": PORTEE,

  "course.content.financial-masterclass.description":
    "Six mois, de la valeur nette à la retraite : placements, comptes à avantages fiscaux, assurances, grands objectifs et planification transfrontalière.",
  "course.content.financial-masterclass.duration": "6 mois",
  "course.content.financial-masterclass.feature.1":
    "Six leçons mensuelles de 8 parties chacune (48 en tout), chacune avec sa feuille de travail",
  "course.content.financial-masterclass.feature.2": "CELI, REER, CELIAPP, 401(k), IRA et HSA expliqués",
  "course.content.financial-masterclass.feature.3": "À votre rythme : commencez n’importe quel jour et avancez à votre propre vitesse",
  "course.content.financial-masterclass.feature.4": "Remboursement si aucune amélioration en 90 jours (selon les conditions de la garantie)",
  "course.content.financial-masterclass.month.1.1": "Mesurer votre valeur nette",
  "course.content.financial-masterclass.month.1.2": "Des repères selon l’âge",
  "course.content.financial-masterclass.month.1.3": "L’habitude du suivi",
  "course.content.financial-masterclass.month.2.1": "La croissance composée",
  "course.content.financial-masterclass.month.2.2": "Les fonds indiciels et les FNB",
  "course.content.financial-masterclass.month.2.3": "Frais, risque et répartition de l’actif",
  "course.content.financial-masterclass.month.3.1": "CELI, REER et CELIAPP",
  "course.content.financial-masterclass.month.3.2": "401(k), IRA et HSA",
  "course.content.financial-masterclass.month.3.3": "Quel compte remplir en premier",
  "course.content.financial-masterclass.month.4.1": "Assurance santé et invalidité",
  "course.content.financial-masterclass.month.4.2": "Combien d’assurance vie",
  "course.content.financial-masterclass.month.4.3": "Testaments et bénéficiaires",
  "course.content.financial-masterclass.month.5.1": "Louer ou acheter",
  "course.content.financial-masterclass.month.5.2": "La mise de fonds dans les deux pays",
  "course.content.financial-masterclass.month.5.3": "Épargner pour plusieurs objectifs",
  "course.content.financial-masterclass.month.6.1": "Les régimes de retraite publics",
  "course.content.financial-masterclass.month.6.2": "La règle des 4\u00a0%",
  "course.content.financial-masterclass.month.6.3": "Les déménagements transfrontaliers",
  "course.content.financial-masterclass.premium.1": "Les règles canadiennes et américaines côte à côte dans chaque leçon",
  "course.content.financial-masterclass.premium.2": "Des exemples concrets avec de vrais chiffres",
  "course.content.financial-masterclass.premium.3": "Une feuille de travail à la fin de chaque mois, à télécharger ou à imprimer",
  "course.content.financial-masterclass.premium.4": "Des repères de valeur nette pour mesurer vos progrès",
  "course.content.financial-masterclass.vip.1": "Accès à vie aux six mois, avec les chiffres de chaque année mis à jour dans les leçons",
  "course.content.financial-masterclass.vip.2": "Un certificat d’achèvement avec un lien que tout le monde peut vérifier",
  "course.content.financial-masterclass.vip.3": "Des sections transfrontalières pour les ménages liés aux deux pays",
  "course.content.financial-masterclass.guarantee.title": "Des progrès en 90 jours, ou votre argent remis",
  "course.content.financial-masterclass.guarantee.promise":
    "Si vous ne constatez aucune amélioration de vos finances dans les 90 jours suivant le début, nous remboursons le prix du cours.",
  "course.content.financial-masterclass.guarantee.term.1":
    "Une amélioration signifie qu’au moins un des cinq chiffres de départ de votre feuille de travail du mois 1 est meilleur au 90e jour qu’au premier : valeur nette, valeur nette investissable, réserves liquides (en mois de dépenses essentielles), taux d’épargne, ou épargne-retraite en multiple du salaire. La valeur nette et la valeur nette investissable comptent ce que vous avez épargné et remboursé, pas les mouvements des marchés ou des devises (votre journal de suivi les distingue).",
  "course.content.financial-masterclass.guarantee.term.2":
    "Les 90 jours commencent le jour de l’achat du cours. Remplissez vos cinq chiffres de départ dans les 14 premiers jours, puis de nouveau au 90e jour.",
  "course.content.financial-masterclass.guarantee.term.3": `Pour faire une réclamation, écrivez à ${SUPPORT_EMAIL} à partir de l’adresse de votre compte entre le 90e et le 120e jour, avec les deux feuilles de travail remplies (vos chiffres de départ et ceux du 90e jour, avec le journal de suivi). ${FIN_DE_RECLAMATION}`,
  "course.content.financial-masterclass.guarantee.term.4": PORTEE,

  // ---- Les avis : les mots du serveur ----
  "course.review.createdTitle": "Merci",
  "course.review.created": "Votre avis est publié.",
  "course.review.updatedTitle": "Enregistré",
  "course.review.updated": "Votre avis est mis à jour.",
  "course.review.refusedAccess":
    "Vous pouvez rédiger ou modifier un avis tant que vous avez accès au cours. Votre avis reste sur la page du cours tel quel.",
  "course.review.refusedProgress": "Vous pourrez donner votre avis sur ce cours quand vous aurez terminé {needed} de ses {total} leçons.",
  "course.review.chooseRating": "Choisissez une note de 1 à 5 étoiles.",
  "course.review.writeReview": "Rédigez votre avis.",
  "course.review.tooLong": "Votre avis doit compter au plus {max} caractères.",
  "course.review.completedCourse": "A terminé le cours",
  "course.review.completedLessons": { one: "Leçon terminée : {completed} sur {count}", other: "Leçons terminées : {completed} sur {count}" },
  "course.review.noLongerHeld": "{progress}; n’a plus accès au cours",

  // ---- Le paiement ----
  "course.checkout.errorTitle": "Erreur",
  "course.checkout.unknownPurchase": "Ce forfait ou ce cours n’existe pas.",
  "course.checkout.authRequiredTitle": "Connexion requise",
  "course.checkout.subscribeAuthRequired": "Veuillez vous connecter pour vous abonner à un forfait.",
  "course.checkout.purchaseAuthRequired": "Veuillez vous connecter pour acheter ce cours.",
  "course.checkout.logIn": "Se connecter",
  "course.checkout.signUp": "S’inscrire",
  "course.checkout.subscribeFailed": "La session de paiement n’a pas pu être créée. Veuillez réessayer.",
  "course.checkout.purchaseFailed": "La session de paiement n’a pas pu être créée. Veuillez réessayer.",
  "course.checkout.unavailableTitle": "Les paiements ne sont pas offerts",
  "course.checkout.unavailable": "Les paiements ne sont pas encore configurés sur ce site : aucun montant ne vous a été facturé.",
  "course.checkout.ownedTitle": "Ce cours vous appartient déjà",
  "course.checkout.owned": "Il figure dans vos achats : aucun montant ne vous a été facturé de nouveau.",
  "course.checkout.subscribedTitle": "Vous avez déjà un forfait",
  "course.checkout.subscribed": "Changez ou annulez votre forfait ici; aucun montant ne vous a été facturé de nouveau.",
  "course.checkout.limitedTitle": "Trop de paiements commencés aujourd’hui",
  "course.checkout.limited":
    "Vous avez commencé le nombre maximal de paiements permis en une journée. Un cours dont vous avez déjà commencé le paiement vous y ramène; le reste peut attendre à demain. Aucun montant ne vous a été facturé.",
  "course.checkout.cancelledTitle": "Paiement annulé",
  "course.checkout.cancelled": "Paiement annulé, aucun montant ne vous a été facturé",
  "course.checkout.purchasedTitle": "Paiement réussi",
  "course.checkout.welcome": "Bienvenue dans {courses}!",
  "course.checkout.subscriptionStartedTitle": "Abonnement actif",
  "course.checkout.planActive": "Votre forfait {plan} est actif.",
  "course.checkout.processingTitle": "Paiement en cours de traitement",
  "course.checkout.processing": "Votre banque confirme encore le paiement. Nous vous écrirons par courriel dès qu’il sera accepté.",
  "course.checkout.testMode": "{description} Mode test : rien n’a été facturé.",
  "course.checkout.planLine": "Forfait {plan}",

  // ---- La page de paiement d’essai (fournisseur local) ----
  "course.testCheckout.title": "Paiement d’essai",
  "course.testCheckout.description": "Un paiement d’essai : rien n’est facturé.",
  "course.testCheckout.note":
    "Ceci est un paiement d’essai : aucune carte n’est nécessaire et rien n’est facturé. Le site fonctionne avec son fournisseur de paiement local plutôt qu’avec Stripe.",
  "course.testCheckout.orderSummary": "Résumé de la commande",
  "course.testCheckout.totalPerMonth": "Total par mois",
  "course.testCheckout.total": "Total",
  "course.testCheckout.pay": "Payer (essai)",
  "course.testCheckout.cancel": "Annuler",
  "course.testCheckout.invalidTitle": "Ce paiement d’essai n’est pas valide",
  "course.testCheckout.invalid": "Son lien est brisé ou appartient à un autre compte. Rien n’a été facturé.",
  "course.testCheckout.failedTitle": "Un problème est survenu avec ce paiement d’essai",
  "course.testCheckout.failed": "Mode test : rien n’a été facturé. Veuillez réessayer dans un instant.",

  // ---- La facturation : gestion du forfait ----
  "course.billing.noSubscriptionTitle": "Aucun abonnement pour l’instant",
  "course.billing.noSubscription": "Choisissez un forfait ci-dessous pour vous abonner.",
  "course.billing.errorTitle": "Erreur",
  "course.billing.portalFailed": "La gestion du forfait n’a pas pu s’ouvrir. Veuillez réessayer.",
  "course.billing.changeUnavailable": "Ce changement n’est pas offert.",
  "course.billing.updatedTitle": "Forfait mis à jour",
  "course.billing.cancelled": "Votre forfait reste actif jusqu’à la fin de la période payée.",
  "course.billing.resumed": "Votre forfait sera renouvelé.",
  "course.billing.ended": "La période a pris fin, et votre forfait avec elle.",
  "course.billing.renewed": "Une nouvelle période a commencé avec le forfait {plan}.",
  "course.billing.switched": "Vous avez maintenant le forfait {plan}.",

  // ---- La page de gestion du forfait d’essai (à la place du portail de facturation de Stripe) ----
  "course.testBilling.title": "Gérer votre forfait (mode test)",
  "course.testBilling.description": "La version locale du portail de facturation de Stripe.",
  "course.testBilling.heading": "Gérer votre forfait",
  "course.testBilling.note": "Mode test : cette page remplace le portail de facturation de Stripe. Rien n’est facturé.",
  "course.testBilling.currentPlan": "Forfait actuel",
  "course.testBilling.active": "Actif",
  "course.testBilling.inactive": "Inactif",
  "course.testBilling.renewsOn": "Renouvellement le {date}",
  "course.testBilling.endsOn": "Prend fin le {date}",
  "course.testBilling.noSubscription": "Aucun abonnement actif",
  "course.testBilling.resume": "Reprendre le forfait",
  "course.testBilling.cancel": "Annuler le forfait",
  "course.testBilling.endPeriod": "Terminer la période maintenant",
  "course.testBilling.endPeriodText":
    "Un forfait d’essai n’est jamais renouvelé de lui-même. Ce bouton fait ce que fait la fin de la période payée : un changement prévu prend effet, un forfait annulé prend fin, sinon un nouveau mois commence.",
  "course.testBilling.switchHeading": "Changer de forfait",
  "course.testBilling.switchTo": "Passer au forfait {plan}",
  "course.testBilling.unavailableTitle": "La gestion du forfait d’essai n’est pas offerte",
  "course.testBilling.unavailable": "Ce site n’accepte pas de paiements d’essai : rien n’a donc été facturé ici.",
  "course.testBilling.failedTitle": "Un problème est survenu avec la gestion du forfait d’essai",
  "course.testBilling.failed": "Mode test : rien n’a été facturé. Veuillez réessayer dans un instant.",
};
