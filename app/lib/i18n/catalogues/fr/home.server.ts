/** The home page, the courses list and the plans and pricing page. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { home as english } from "~/lib/i18n/catalogues/en/home.server";

export const home: Readonly<Record<keyof typeof english, Message>> = {
  // La page d’accueil
  "home.page.description":
    "Des cours pratiques et des calculateurs gratuits pour faire un budget, rembourser ses dettes et investir, pour les gens du Canada et des États-Unis. Prix en dollars canadiens et américains.",
  "home.hero.eyebrow": "Pour le Canada et les États-Unis",
  "home.hero.title": "Prenez votre argent en main",
  "home.hero.lead":
    "Des cours courts et pratiques et des calculateurs gratuits pour faire un budget, rembourser vos dettes et investir, avec les règles des deux pays côte à côte : CELI et REER, 401(k) et IRA.",
  "home.hero.start": "Commencez dès maintenant",
  "home.hero.explore": "Explorer les cours",
  "home.hero.courseRated": "Cours «\u00a0{course}\u00a0» noté {rating}",
  "home.hero.coursesRated": { one: "Cours notés {range} sur 5 ({count} avis)", other: "Cours notés {range} sur 5 ({count} avis)" },
  "home.hero.range": "de {low} à {high}",
  "home.split.eyebrow": "Un plan pour chaque dollar",
  "home.split.title": "La règle 50/30/20",
  "home.split.source": "Jour 2 du cours «\u00a0{course}\u00a0»",
  "home.split.needs": "Besoins",
  "home.split.wants": "Envies",
  "home.split.savings": "Épargne et dettes",
  "home.split.share": "{share}\u00a0% du revenu net",
  "home.split.try": "Essayez-la avec vos propres chiffres dans notre {tool} gratuit.",
  "home.featured.eyebrow": "Cours",
  "home.featured.title": "Cours en vedette",
  "home.featured.lead":
    "Commencez là où vous en êtes. Chaque cours s’achète une seule fois et vient avec une garantie de remboursement de 30 jours.",
  "home.featured.all": "Voir tous les cours",
  "home.pillars.eyebrow": "Ce que vous apprendrez",
  "home.pillars.title": "Les quatre piliers de la santé financière",
  "home.pillars.lead":
    "Tout ce que nous enseignons bâtit l’une de ces quatre habitudes. Suivez-les dans l’ordre, ou commencez par celle qui vous inquiète le plus.",
  "home.pillars.learnIn": "Suivre le cours «\u00a0{course}\u00a0»",
  "home.pillar.budgeting.title": "Budget",
  "home.pillar.budgeting.description": "Décidez où ira chaque dollar avant le début du mois, pas après.",
  "home.pillar.budgeting.method0": "Règle 50/30/20",
  "home.pillar.budgeting.method1": "Budget à base zéro",
  "home.pillar.budgeting.method2": "Méthode des enveloppes",
  "home.pillar.debtFreedom.title": "Se libérer des dettes",
  "home.pillar.debtFreedom.description": "Remboursez plus vite ce que vous devez, et cessez de payer des intérêts sur le passé.",
  "home.pillar.debtFreedom.method0": "Méthode boule de neige",
  "home.pillar.debtFreedom.method1": "Méthode avalanche",
  "home.pillar.debtFreedom.method2": "Réduire vos taux d’intérêt",
  "home.pillar.saving.title": "Épargne",
  "home.pillar.saving.description": "Bâtissez un coussin pour les imprévus et un plan pour les grands projets.",
  "home.pillar.saving.method0": "Fonds d’urgence de 3 à 6 mois",
  "home.pillar.saving.method1": "Fonds de prévoyance",
  "home.pillar.saving.method2": "Se payer en premier",
  "home.pillar.investing.title": "Placements",
  "home.pillar.investing.description": "Faites croître votre patrimoine à long terme dans les comptes que chaque pays a créés pour ça.",
  "home.pillar.investing.method0": "Fonds indiciels et FNB",
  "home.pillar.investing.method1": "CELI, REER et CELIAPP",
  "home.pillar.investing.method2": "401(k), IRA et HSA",
  "home.tools.eyebrow": "Outils gratuits",
  "home.tools.title": "Faites le calcul avec vos propres chiffres",
  "home.tools.lead":
    "Quatre calculateurs gratuits, sans compte. Ce que vous tapez reste dans votre navigateur et dans l’adresse de la page\u00a0: rien n’est conservé, sauf si vous vous connectez et l’enregistrez.",
  "home.tools.try": "Essayer l’outil",
  "home.tools.memberNote":
    "Votre forfait {plan} comprend tous les cours et leurs feuilles de travail imprimables, ainsi que les outils avancés : historique de la valeur nette, progression des objectifs et scénarios de remboursement.",
  "home.tools.myCourses": "Aller à mes cours",
  "home.tools.upsellTitle": "Vous voulez tous les cours et leurs feuilles de travail imprimables?",
  "home.tools.upsellText": "Ils sont compris dans le forfait Premium, avec les outils avancés.",
  "home.tools.upgrade": "Passer à Premium",
  "home.pricing.eyebrow": "Tarifs",
  "home.pricing.title": "Des forfaits mensuels simples",
  "home.pricing.lead": "Chaque forfait comprend le Camp budgétaire de 7 jours. Premium ajoute tous les cours.",
  "home.pricing.pricesIn": "Prix en {name} ({currency})",
  "home.promise.guarantee": "Garantie de remboursement de 30 jours",
  "home.promise.noSetupFees": "Aucuns frais d’adhésion",
  "home.promise.cancelAnytime": "Annulation en tout temps",
  "home.currency.CAD": "dollars canadiens",
  "home.currency.USD": "dollars américains",

  // Les fiches de cours
  "home.card.level.Beginner": "Débutant",
  "home.card.level.Intermediate": "Intermédiaire",
  "home.card.level.Advanced": "Avancé",
  "home.card.popular": "Commencez ici",
  "home.card.length": "Durée",
  "home.card.learners": "Apprenants",
  "home.card.rating": "Note",
  "home.card.ratingText": { one: "{average} sur 5 ({count} avis)", other: "{average} sur 5 ({count} avis)" },
  "home.card.oneTime": "paiement unique",
  "home.card.view": "Voir le cours",
  "home.card.viewLabel": "Voir le cours : {course}",
  "home.card.preview": "Aperçu gratuit",
  "home.card.previewLabel": "Aperçu gratuit : {course}",

  // Les cours tels que les fiches les décrivent
  "home.course.budget-bootcamp.description":
    "Bâtissez en une semaine un budget que vous pourrez vraiment respecter : suivez vos dépenses, choisissez une méthode qui vous convient et automatisez le reste.",
  "home.course.budget-bootcamp.duration": "7 jours",
  "home.course.budget-bootcamp.feature0":
    "7 leçons quotidiennes de moins de 10 minutes de lecture chacune, avec 30 à 90 minutes de travail sur la feuille de travail",
  "home.course.budget-bootcamp.feature1": "Méthodes 50/30/20, budget à base zéro et enveloppes",
  "home.course.budget-bootcamp.feature2": "Plan de fonds d’urgence pour le Canada et les États-Unis",
  "home.course.budget-bootcamp.feature3": "Accès à vie",
  "home.course.debt-challenge.description":
    "Un plan de 90 jours en quatre phases pour dresser la liste de toutes vos dettes, choisir entre la boule de neige et l’avalanche, trouver de l’argent en plus et rester sans dettes.",
  "home.course.debt-challenge.duration": "90 jours",
  "home.course.debt-challenge.feature0": "Quatre phases : jours 1 à 14, 15 à 45, 46 à 75 et 76 à 90",
  "home.course.debt-challenge.feature1": "Exemples détaillés des méthodes boule de neige et avalanche",
  "home.course.debt-challenge.feature2": "Textes à suivre pour appeler vos créanciers",
  // The amount is DEBT_GUARANTEE_THRESHOLD (app/lib/domain/catalog.ts), written the French way.
  "home.course.debt-challenge.feature3":
    "Remboursement si vous éliminez moins de 5\u00a0000\u00a0$ de dettes en 90 jours (selon les conditions de la garantie)",
  "home.course.financial-masterclass.description":
    "Six mois, de la valeur nette à la retraite : placements, comptes à l’abri de l’impôt, assurances, grands projets et planification transfrontalière.",
  "home.course.financial-masterclass.duration": "6 mois",
  "home.course.financial-masterclass.feature0": "Six leçons mensuelles de 8 parties chacune (48 en tout), chacune avec sa feuille de travail",
  "home.course.financial-masterclass.feature1": "CELI, REER, CELIAPP, 401(k), IRA et HSA expliqués",
  "home.course.financial-masterclass.feature2": "À votre rythme : commencez n’importe quel jour et avancez à votre vitesse",
  "home.course.financial-masterclass.feature3":
    "Remboursement en l’absence d’amélioration dans les 90 jours (selon les conditions de la garantie)",

  // La liste des cours
  "home.courses.title": "Cours",
  "home.courses.description":
    "Trois cours de finances personnelles pour le Canada et les États-Unis : un camp budgétaire de 7 jours, un défi de remboursement de dettes de 90 jours et une classe de maître de 6 mois. Prix uniques en dollars canadiens et américains.",
  "home.courses.eyebrow": "Catalogue des cours",
  "home.courses.heading": "Cours",
  "home.courses.lead":
    "Trois cours qui vous mènent de votre premier budget à un plan de retraite, écrits pour les comptes, l’impôt et les règles du Canada et des États-Unis. Prix uniques en {currency}, chacun avec une garantie de remboursement de 30 jours.",
  "home.courses.featured": "Cours en vedette",
  "home.courses.pathsEyebrow": "Parcours d’apprentissage",
  "home.courses.pathsTitle": "Économisez en suivant des cours ensemble",
  "home.courses.pathsLead": "Chaque parcours place les cours dans l’ordre le plus efficace et coûte moins cher que de les acheter un par un.",
  "home.courses.ctaTitle": "Vous ne savez pas par où commencer?",
  "home.courses.ctaText":
    "Nous vous suggérons le Camp budgétaire de 7 jours : en une semaine, vous saurez où va votre argent et vous aurez un plan pour le gérer. Ou obtenez tous les cours avec le forfait Premium.",
  "home.courses.ctaStart": "Commencer par le Camp budgétaire",
  "home.courses.ctaCompare": "Comparer les forfaits",
  "home.path.save": "Économisez {percent}\u00a0%",
  "home.path.coursesIn": "Cours du parcours «\u00a0{path}\u00a0»",
  "home.path.ownAll": "Vous possédez tous les cours de ce parcours",
  "home.path.myCourses": "Aller à mes cours",
  "home.path.insteadOf": "au lieu de {price}",
  "home.path.owned": {
    one: "Vous possédez déjà {courses} : voici le prix du cours restant.",
    other: "Vous possédez déjà {courses} : voici le prix des cours restants.",
  },
  "home.path.courseName": "«\u00a0{course}\u00a0»",
  "home.path.together": "Prix des cours achetés ensemble; les cours que vous possédez déjà sont exclus.",
  "home.path.buy": "Acheter «\u00a0{path}\u00a0»",
  "home.path.processing": "Traitement en cours…",
  "home.path.startFirst": "Commencer par le premier cours",
  "home.path.startFirstLabel": "Commencer par le premier cours : {course}",
  "home.path.debt-free-foundations.title": "Bases sans dettes",
  "home.path.debt-free-foundations.description":
    "Bâtissez un budget qui libère de l’argent, puis consacrez chaque dollar disponible à vos dettes.",
  "home.path.wealth-builder.title": "Bâtisseur de patrimoine",
  "home.path.wealth-builder.description": "Maîtrisez d’abord vos dépenses, puis apprenez à investir et à planifier à long terme.",
  "home.path.complete-financial-freedom.title": "Liberté financière complète",
  "home.path.complete-financial-freedom.description":
    "Tout ce que nous enseignons, dans l’ordre qui fonctionne : le budget, puis les dettes, puis le patrimoine à long terme.",

  // Le panneau d’erreur de la section des cours
  "home.section.trail": "Cours",
  "home.section.back": "Voir tous les cours",
  "home.section.breadcrumb": "Fil d’Ariane",
  "home.section.tryAgain": "Réessayer",
  "home.section.notFoundTitle": "Cours introuvable",
  "home.section.notFoundText": "Il n’y a aucun cours à cette adresse. Il a peut-être été déplacé, ou le lien est incomplet.",
  "home.section.failedCourse": "La page du cours «\u00a0{course}\u00a0» n’a pas pu être chargée",
  "home.section.failedCatalogue": "Le catalogue des cours n’a pas pu être affiché",
  "home.section.failedText":
    "Un problème est survenu de notre côté. Vos achats et votre progression sont en sécurité. Veuillez réessayer dans un instant.",

  // Les fiches des forfaits
  "home.plans.popular": "Le plus populaire",
  "home.plans.perMonth": "/mois",
  "home.plans.billed": "Facturé chaque mois en {currency}. Annulation en tout temps.",
  "home.plans.current": "Forfait actuel",
  "home.plans.upgradeTo": "Passer à {plan}",
  "home.plans.switchTo": "Changer pour {plan}",
  "home.plans.processing": "Traitement en cours…",
  "home.plans.basic.description": "Commencez votre budget avec l’essentiel.",
  "home.plans.basic.button": "Commencer",
  "home.plans.premium.description":
    "Les trois cours et leurs feuilles de travail, les outils avancés, le soutien prioritaire et la séance mensuelle de questions en direct.",
  "home.plans.premium.button": "Choisir Premium",
  "home.plans.elite.description": "Tout ce que comprend Premium, plus une séance mensuelle d’accompagnement individuel et un plan personnalisé.",
  "home.plans.elite.button": "Choisir Elite",
  "home.plans.line.everythingIn": "Tout ce que comprend {plan}",
  "home.plans.line.allCourses": "Tous les cours, avec leurs feuilles de travail imprimables",
  "home.plans.line.freeTools": "Outils et modèles gratuits",
  "home.plans.line.community": "Accès à la communauté",
  "home.plans.line.emailSupport": "Soutien par courriel",
  "home.plans.line.priority": "Soutien prioritaire",
  "home.plans.line.advancedTools": "Outils avancés",
  "home.plans.line.liveQa": "Séance mensuelle de questions en direct",
  "home.plans.line.coaching": "Une séance de coaching individuelle par mois",
  "home.plans.line.personalPlan":
    "Plan financier personnalisé : formation sur la répartition de l’actif, l’impôt et les questions transfrontalières",
  "home.plans.line.advisorMessages": "Messages avec un conseiller inscrit, là où un conseiller est inscrit dans votre province ou votre État",

  // Les chiffres et leur note de méthode
  "home.proof.atLeast": "{value}+",
  "home.proof.percent": "{share}\u00a0%",
  "home.proof.learners": "{count} apprenants",
  "home.proof.lessons": { one: "leçon", other: "leçons" },
  "home.proof.tools": "calculateurs gratuits",
  "home.proof.courses": "cours",
  "home.proof.countries": "pays et leurs règles : {countries}",
  "home.proof.country.CA": "le Canada",
  "home.proof.country.US": "les États-Unis",
  "home.proof.learnersEnrolled": "apprenants inscrits",
  "home.proof.coursesCompleted": "cours terminés",
  "home.proof.debtPaidOff": "de dettes remboursées, selon les apprenants",
  "home.proof.lowered": "des apprenants ayant répondu ont réduit leurs dettes",
  "home.proof.method.learners":
    "Apprenants inscrits : les comptes qui ont accès à un cours aujourd’hui, par une commande non remboursée (achetée, ou offerte par notre équipe) ou par un forfait actif, chacun compté une fois. Les comptes de notre équipe ne sont pas comptés.",
  "home.proof.method.courseLearners": "Apprenants d’un cours : les comptes qui ont accès à ce cours aujourd’hui, comptés de la même façon.",
  "home.proof.method.completions":
    "Cours terminés : les certificats d’achèvement des apprenants qui n’ont pas été révoqués, chacun délivré pour toutes les leçons d’un cours terminées et son évaluation finale réussie (avant que les cours en comportent une, pour toutes les leçons terminées).",
  "home.proof.method.debt":
    "Dettes remboursées : déclarées par les apprenants eux-mêmes dans le formulaire de résultats du Défi, sans vérification de notre part. Pour chaque apprenant, sa dette totale au départ moins sa dette totale aujourd’hui (jamais moins de zéro), additionnées par devise : les dollars canadiens et américains ne sont jamais additionnés ensemble.",
  "home.proof.method.lowered":
    "Ont réduit leurs dettes : la part des apprenants ayant rempli ce formulaire dont la dette actuelle est inférieure à leur dette au départ.",
  "home.proof.counted":
    "Compté à partir de nos propres dossiers, arrondi à la baisse et affiché seulement à partir de {learners} apprenants, de {courseLearners} apprenants pour un cours, de {completions} cours terminés et de {debtReporters} apprenants ayant déclaré leurs résultats. Recompté toutes les heures : ces chiffres sont en date du {asOf}.",
  "home.proof.countedSince":
    "Compté à partir de nos propres dossiers depuis le {since}, date à laquelle ils commencent, arrondi à la baisse et affiché seulement à partir de {learners} apprenants, de {courseLearners} apprenants pour un cours, de {completions} cours terminés et de {debtReporters} apprenants ayant déclaré leurs résultats. Recompté toutes les heures : ces chiffres sont en date du {asOf}.",
  "home.footnote.label": "Comment ces chiffres sont comptés",

  // Le formulaire de résultats du Défi
  "home.results.pageTitle": "{title} | {course}",
  "home.results.title": "Vos résultats après 90 jours",
  "home.results.intro":
    "Le jour 90 du défi vous demande de faire le point honnêtement. Indiquez votre dette totale au départ et votre dette totale aujourd’hui; vous pourrez les modifier quand vous le voudrez.",
  "home.results.use":
    "Ce que nous en faisons : vos chiffres ne sont jamais affichés avec votre nom. Ils sont ajoutés, de façon anonyme, aux totaux de notre page d’accueil (dettes remboursées, par devise, et part des apprenants dont la dette a diminué), une fois que suffisamment d’apprenants ont répondu.",
  "home.results.savedTitle": "Résultats enregistrés",
  "home.results.savedText": "Merci : vos chiffres comptent maintenant dans les totaux du site.",
  "home.results.saveFailed": "Vos résultats n’ont pas pu être enregistrés. Veuillez réessayer.",
  "home.results.noAccess": "Seuls les apprenants du cours «\u00a0Défi : sans dettes en 90 jours\u00a0» peuvent déclarer leurs résultats.",
  "home.results.gateTitle": "Accès au cours requis",
  "home.results.gateLink": "Voir le cours «\u00a0{course}\u00a0»",
  "home.results.back": "← Retour à la phase {phase} du cours «\u00a0{course}\u00a0»",
  "home.results.savedReport": "Votre déclaration, modifiée le {date} : {summary}.",
  "home.results.summary": "{start} au départ, {now} aujourd’hui",
  "home.results.currencyLabel": "Devise de vos dettes",
  "home.results.option.CAD": "Dollars canadiens (CAD)",
  "home.results.option.USD": "Dollars américains (USD)",
  "home.results.startLabel": "Dette totale au départ (en dollars)",
  "home.results.nowLabel": "Dette totale aujourd’hui (en dollars)",
  "home.results.update": "Mettre à jour mes résultats",
  "home.results.save": "Enregistrer mes résultats",
  "home.results.saving": "Enregistrement…",
  "home.results.currencyError": "Choisissez la devise de vos dettes : CAD ou USD.",
  "home.results.start.empty": "Entrez votre dette totale au départ, en dollars (0 si vous n’en aviez aucune).",
  "home.results.start.negative": "Votre dette totale au départ ne peut pas être négative : entrez ce que vous deviez, 0 ou plus.",
  "home.results.start.malformed": "Entrez votre dette totale au départ en dollars, par exemple 12 500 ou 12500,50.",
  "home.results.start.tooLarge":
    "Entrez une dette totale au départ inférieure à {max}\u00a0$ : un montant plus élevé est sûrement une faute de frappe.",
  "home.results.now.empty": "Entrez votre dette totale aujourd’hui, en dollars (0 si vous n’en avez aucune).",
  "home.results.now.negative": "Votre dette totale aujourd’hui ne peut pas être négative : entrez ce que vous devez, 0 ou plus.",
  "home.results.now.malformed": "Entrez votre dette totale aujourd’hui en dollars, par exemple 12 500 ou 12500,50.",
  "home.results.now.tooLarge":
    "Entrez une dette totale aujourd’hui inférieure à {max}\u00a0$ : un montant plus élevé est sûrement une faute de frappe.",
};
