/** Signing up, logging in, passwords, email confirmation, account settings and profile; validation messages and toasts. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { account as english } from "~/lib/i18n/catalogues/en/account.server";

export const account: Readonly<Record<keyof typeof english, Message>> = {
  // ---- Les champs des formulaires du compte ----
  "account.field.email": "Courriel",
  "account.field.password": "Mot de passe",
  "account.field.confirmPassword": "Confirmer le mot de passe",
  "account.field.newPassword": "Nouveau mot de passe",
  "account.field.confirmNewPassword": "Confirmer le nouveau mot de passe",
  "account.field.currentPassword": "Mot de passe actuel",
  "account.field.firstName": "Prénom",
  "account.field.lastName": "Nom",
  "account.field.country": "Pays",
  "account.field.chooseCountry": "Choisissez votre pays",
  "account.field.show": "Afficher",
  "account.field.hide": "Masquer",
  "account.field.passwordWord": "le mot de passe",
  "account.field.honeypot": "Laissez ce champ vide",
  "account.field.agreeTerms": "J’accepte les {terms} et la {privacy}.",
  "account.field.agreeMarketing":
    "Envoyez-moi des conseils financiers, les nouveaux cours et des offres par courriel (facultatif). Vous pouvez vous désabonner en tout temps à partir de n’importe quel courriel ou des paramètres de votre compte.",
  "account.field.strength": "Robustesse du mot de passe\u00a0: {label} ({score}/5)",
  "account.field.strengthWeak": "faible",
  "account.field.strengthGood": "bonne",
  "account.field.strengthStrong": "élevée",
  "account.country.CA": "Canada",
  "account.country.US": "États-Unis",

  "account.common.sending": "Envoi en cours…",
  "account.common.saving": "Enregistrement…",
  "account.common.backToLogin": "Retour à la connexion",

  // ---- Connexion ----
  "account.login.title": "Connexion",
  "account.login.description": "Connectez-vous à votre compte {product}.",
  "account.login.heading": "Connexion",
  "account.login.newHere": "Première visite sur {product}?",
  "account.login.createAccount": "Créer un compte",
  "account.login.resend": "Envoyer un nouveau lien de confirmation",
  "account.login.resent": "Si ce compte doit encore être confirmé, un nouveau lien est en route. Il expire dans 24 heures.",
  "account.login.remember": "Rester connecté pendant 30 jours",
  "account.login.forgot": "Mot de passe oublié?",
  "account.login.submit": "Se connecter",
  "account.login.busy": "Connexion en cours…",

  // ---- Inscription ----
  "account.signup.title": "Inscription",
  "account.signup.description": "Créez votre compte {product} pour suivre des cours et voir vos progrès.",
  "account.signup.heading": "Créez votre compte",
  "account.signup.haveAccount": "Vous avez déjà un compte?",
  "account.signup.login": "Connectez-vous",
  "account.signup.submit": "Créer mon compte",
  "account.signup.busy": "Création du compte…",

  // ---- Une session déjà ouverte sur Connexion ou Inscription ----
  "account.signedIn.label": "Session ouverte",
  "account.signedIn.as": "Votre session est ouverte avec le compte {email}.",
  "account.signedIn.continue": "Continuer avec ce compte",
  "account.signedIn.signOut": "Se déconnecter",

  // ---- Mot de passe oublié ----
  "account.reset.title": "Réinitialiser le mot de passe",
  "account.reset.description": "Réinitialisez le mot de passe de votre compte {product}.",
  "account.reset.sentHeading": "Consultez vos courriels",
  "account.reset.sentText":
    "Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien ne fonctionne qu’une fois et expire dans 24 heures.",
  "account.reset.tryDifferent": "Essayer une autre adresse",
  "account.reset.heading": "Réinitialisez votre mot de passe",
  "account.reset.intro": "Entrez le courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  "account.reset.submit": "Envoyer le lien",

  // ---- Nouveau mot de passe (le lien de réinitialisation) ----
  "account.newPassword.title": "Choisissez un nouveau mot de passe",
  "account.newPassword.description": "Choisissez un nouveau mot de passe pour votre compte {product}.",
  "account.newPassword.sendNewLink": "Recevoir un nouveau lien",
  "account.newPassword.submit": "Enregistrer le mot de passe",

  // ---- Confirmation du courriel ----
  "account.verify.title": "Confirmez votre courriel",
  "account.verify.description": "Confirmez l’adresse courriel de votre compte {product}.",
  "account.verify.text": "Connectez-vous ensuite avec votre mot de passe et votre compte sera prêt.",
  "account.verify.button": "Confirmer mon courriel",
  "account.confirmAddress.description": "Confirmez l’adresse courriel de votre nouveau compte {product}.",
  "account.confirmAddress.text": "Confirmez cette adresse, puis choisissez votre pays pour terminer la création de votre compte.",

  // ---- Connexion par un fournisseur ----
  "account.providers.label": "Autres façons de se connecter",
  "account.providers.intro": "Ou utilisez un compte que vous avez déjà\u00a0:",
  "account.providers.continueWith": "Continuer avec {provider}",
  "account.providers.getRefused": "Utilisez le bouton de la page de connexion.",
  "account.complete.title": "Terminez la création de votre compte",
  "account.complete.description": "Ce dont {product} a besoin et que votre fournisseur de connexion ne donne pas.",
  "account.complete.newAccount": "Vous vous inscrivez avec {provider} sous l’adresse {email}. Encore deux petites choses et c’est fait.",
  "account.complete.emailNeeded":
    "{provider} ne nous a pas donné d’adresse courriel utilisable. Entrez la vôtre\u00a0: nous vous enverrons un lien pour la confirmer, et votre compte sera créé dès que vous l’ouvrirez.",
  "account.complete.emailMe": "M’envoyer un lien",

  "account.provider.cancelled": "La connexion avec {provider} a été annulée.",
  "account.provider.failed": "{provider} n’a pas pu vous connecter. Veuillez réessayer.",
  "account.provider.notVerified": "Nous n’avons pas pu vérifier la connexion avec {provider}. Veuillez réessayer.",
  "account.provider.identityHasAccount":
    "Ce compte {provider} sert déjà à vous connecter à un compte {product}\u00a0: choisissez «\u00a0Continuer avec {provider}\u00a0» pour vous connecter.",
  "account.provider.linkedElsewhere":
    "Ce compte {provider} est déjà associé à un autre compte {product}. Il ne peut donc pas être associé au vôtre.",
  "account.provider.otherIdentityLinked":
    "Un autre compte {provider} est déjà associé à votre compte {product}. Connectez-vous avec celui-là, ou avec votre mot de passe.",
  "account.provider.providerTaken": "Un compte {provider} est déjà associé à votre compte. Dissociez-le d’abord pour en associer un autre.",
  "account.provider.linkedTitle": "{provider} associé",
  "account.provider.linkedDescription": "Vous pouvez maintenant vous connecter avec {provider}.",
  "account.provider.alreadyLinkedDescription": "Ce compte {provider} était déjà associé au vôtre.",
  "account.provider.reproveFailed":
    "Ce compte {provider} n’est pas celui qui est associé au vôtre. Rien n’a donc été associé. Veuillez réessayer.",
  "account.provider.addressTaken":
    "Un compte utilise déjà cette adresse courriel. Connectez-vous à ce compte, puis associez {provider} dans Paramètres, sous Modes de connexion.",
  "account.provider.otherBrowser":
    "Ce lien ne fonctionne que dans le navigateur où vous avez utilisé {provider} pour vous connecter. Ouvrez-le dans ce navigateur, ou connectez-vous de nouveau avec {provider} dans celui-ci.",
  "account.provider.confirmEmailSent":
    "Nous avons envoyé un lien à {email}. Ouvrez-le pour confirmer l’adresse et terminer la création de votre compte. Il ne fonctionne qu’une fois et expire dans 24 heures.",
  "account.provider.accountCreatedTitle": "Votre compte a été créé!",
  "account.provider.accountCreatedDescription": "Bienvenue sur {product}. Votre session est ouverte.",

  // ---- Paramètres ----
  "account.settings.title": "Paramètres",
  "account.settings.description":
    "Modes de connexion, mot de passe, préférences de courriel, notifications, courriels de révision, sessions, vos données et suppression du compte.",
  "account.settings.changePassword": "Changer le mot de passe",
  "account.settings.changePasswordSubmit": "Changer le mot de passe",
  "account.settings.changePasswordBusy": "Changement en cours…",
  "account.settings.emailPreferences": "Préférences de courriel",
  "account.settings.marketing":
    "Envoyez-moi des conseils financiers, les nouveaux cours et des offres par courriel. Les courriels liés au compte (comme la réinitialisation du mot de passe) sont toujours envoyés.",
  "account.settings.savePreferences": "Enregistrer les préférences",
  "account.settings.sessions": "Sessions",
  "account.settings.sessionsText": "Une session est ouverte sur un appareil que vous n’utilisez plus? Fermez toutes les sessions sauf celle-ci.",
  "account.settings.signOutOthers": "Fermer les autres sessions",
  "account.settings.signOutOthersBusy": "Fermeture en cours…",
  "account.settings.deleteAccount": "Supprimer le compte",
  "account.settings.yourData": "Vos données",
  "account.settings.yourDataText":
    "Téléchargez tout ce que nous conservons à votre sujet (votre compte, vos achats, votre forfait, vos progrès, vos plans enregistrés, vos publications, vos questions et vos demandes d’assistance) en un seul fichier JSON.",
  "account.settings.downloadData": "Télécharger vos données",
  "account.settings.deleteText":
    "Cette action met fin à la facturation de votre forfait, s’il y a lieu, puis supprime définitivement votre profil, vos progrès et vos accès. Les relevés d’achat que la loi fiscale nous oblige à conserver sont gardés sans votre nom ni votre courriel. Cette action est irréversible.",
  "account.settings.confirmEmail": "Tapez {email} pour confirmer",
  "account.settings.yourPassword": "Votre mot de passe",
  "account.settings.deleteSubmit": "Supprimer mon compte",
  "account.settings.deleteBusy": "Suppression du compte…",

  // ---- Paramètres → Courriels de révision ----
  "account.reviewEmails.title": "Courriels de révision",
  "account.reviewEmails.label": "M’envoyer un courriel une fois par semaine quand des questions de révision sont à faire",
  "account.reviewEmails.hint":
    "Un court courriel, au plus une fois par semaine et seulement quand des questions sont à faire, qui indique combien en attendent dans chaque cours, avec un lien vers votre révision. Vous pouvez l’arrêter en tout temps ici ou avec le lien de n’importe lequel de ces courriels.",
  "account.reviewEmails.save": "Enregistrer les courriels de révision",

  // ---- Paramètres → Modes de connexion ----
  "account.methods.title": "Modes de connexion",
  "account.methods.intro": "Les façons dont vous pouvez vous connecter à votre compte.",
  "account.methods.passwordSet": "Défini",
  "account.methods.passwordNotSet":
    "Non défini\u00a0: vous vous connectez avec un compte associé. Nous pouvons vous envoyer par courriel un lien pour en choisir un.",
  "account.methods.setPassword": "Définir un mot de passe",
  "account.methods.unlink": "Dissocier",
  "account.methods.linkedOn": "Associé le {date}",
  "account.methods.linkedAs": "sous l’adresse {email}",
  "account.methods.onlyWayIn":
    "C’est votre seule façon de vous connecter\u00a0: il ne peut donc pas être dissocié. Définissez d’abord un mot de passe ou associez un autre compte.",
  "account.methods.linkPasswordLabel": "Votre mot de passe, pour associer un autre compte",
  "account.methods.linkReprove":
    "Pour associer un autre compte, vous devrez d’abord vous reconnecter avec {provider} pour confirmer que c’est bien vous.",
  "account.methods.link": "Associer {provider}",
  "account.methods.deleteNeedsPassword":
    "La suppression du compte demande son mot de passe, pour qu’une session ouverte ne suffise pas à le supprimer. Votre compte n’en a pas encore\u00a0: définissez-en un sous Modes de connexion ci-dessus, puis revenez ici.",
  "account.methods.unlinkedTitle": "{provider} dissocié",
  "account.methods.unlinkedDescription": "Vous ne pouvez plus vous connecter avec {provider}.",
  "account.methods.lastWayIn":
    "{provider} n’a pas été dissocié\u00a0: c’est votre seule façon de vous connecter. Définissez d’abord un mot de passe ou associez un autre compte, puis réessayez.",
  "account.methods.notLinked": "{provider} n’est pas associé à votre compte\u00a0: il n’y avait rien à dissocier.",
  "account.methods.passwordLinkSentTitle": "Consultez vos courriels",
  "account.methods.passwordLinkSentDescription":
    "Nous avons envoyé à {email} un lien pour définir votre mot de passe. Il ne fonctionne qu’une fois et expire dans 24 heures.",

  // ---- Profil ----
  "account.profile.title": "Paramètres du profil",
  "account.profile.description": "Votre nom, votre photo et votre fuseau horaire sur {product}.",
  "account.profile.loadFailed": "Impossible de charger les renseignements du profil",
  "account.profile.tryAgain": "Réessayer",
  "account.profile.emailLocked": "Le courriel ne peut pas être modifié. Écrivez au soutien si vous devez changer votre adresse.",
  "account.profile.preview": "Aperçu du nom affiché\u00a0: {name}",
  "account.profile.save": "Enregistrer les modifications",
  "account.timeZone.label": "Fuseau horaire",
  "account.timeZone.hint":
    "Les périodes de questions en direct, les séances d’accompagnement et toutes les autres heures sur {product} sont affichées dans ce fuseau.",
  "account.timeZone.America/St_Johns": "Terre-Neuve — St. John’s",
  "account.timeZone.America/Halifax": "Atlantique — Halifax",
  "account.timeZone.America/Toronto": "Est — Toronto",
  "account.timeZone.America/New_York": "Est — New York",
  "account.timeZone.America/Winnipeg": "Centre — Winnipeg",
  "account.timeZone.America/Chicago": "Centre — Chicago",
  "account.timeZone.America/Regina": "Saskatchewan — Regina (sans heure avancée)",
  "account.timeZone.America/Edmonton": "Rocheuses — Edmonton",
  "account.timeZone.America/Denver": "Rocheuses — Denver",
  "account.timeZone.America/Phoenix": "Arizona — Phoenix (sans heure avancée)",
  "account.timeZone.America/Whitehorse": "Yukon — Whitehorse (sans heure avancée)",
  "account.timeZone.America/Vancouver": "Pacifique — Vancouver",
  "account.timeZone.America/Los_Angeles": "Pacifique — Los Angeles",
  "account.timeZone.America/Anchorage": "Alaska — Anchorage",
  "account.timeZone.Pacific/Honolulu": "Hawaï — Honolulu",
  "account.photo.label": "Photo",
  "account.photo.choose": "Choisir une image",
  "account.photo.hint":
    "Une image PNG, JPEG ou WebP d’au plus {size} et {side}×{side} pixels. Les autres membres la voient à côté de vos publications.",
  "account.photo.kilobytes": "{amount} ko",
  "account.photo.upload": "Téléverser la photo",
  "account.photo.uploading": "Téléversement…",
  "account.photo.remove": "Retirer la photo",
  "account.photo.removing": "Retrait en cours…",
  "account.photo.tooBig": "Ce fichier fait {size}, alors qu’une photo peut faire au plus {max}.",
  "account.photo.tooLarge": "Cette image fait {width}×{height} pixels, alors qu’une photo peut faire au plus {side}×{side}.",

  // ---- Notifications (toasts) ----
  "account.toast.errorTitle": "Erreur",
  "account.toast.signupSuccessTitle": "Votre compte a été créé!",
  "account.toast.signupSuccessDescription": "Consultez vos courriels pour confirmer votre compte.",
  "account.toast.loginSuccessTitle": "Bon retour!",
  "account.toast.loginSuccessDescription": "Votre session est ouverte.",
  "account.toast.logoutSuccessTitle": "Session fermée",
  "account.toast.logoutSuccessDescription": "Votre session a bien été fermée.",
  "account.toast.emailConfirmedTitle": "Courriel confirmé",
  "account.toast.emailConfirmedDescription": "Votre compte est prêt.",
  "account.toast.signInToConfirmTitle": "Encore une étape",
  "account.toast.signInToConfirmDescription": "Connectez-vous avec votre mot de passe pour confirmer votre courriel.",
  "account.toast.resetSentTitle": "Courriel de réinitialisation envoyé",
  "account.toast.resetSentDescription": "Consultez vos courriels pour trouver le lien de réinitialisation du mot de passe.",
  "account.toast.passwordUpdatedTitle": "Mot de passe mis à jour",
  "account.toast.passwordUpdatedDescription": "Connectez-vous avec votre nouveau mot de passe.",
  "account.toast.profileSavedTitle": "Modifications enregistrées",
  "account.toast.profileSavedDescription": "Votre profil a été mis à jour",
  "account.toast.profileSavedWithZone": "Votre profil a été mis à jour. Les heures sont maintenant affichées pour {zone}.",
  "account.toast.passwordChangedTitle": "Mot de passe changé",
  "account.toast.passwordChangedDescription": "Vos autres appareils ont été déconnectés.",
  "account.toast.marketingSavedTitle": "Préférences enregistrées",
  "account.toast.marketingSavedDescription": "Vos préférences de courriel ont été mises à jour.",
  "account.toast.otherSessionsEndedTitle": "Autres sessions fermées",
  "account.toast.otherSessionsEndedDescription": "Toutes vos autres sessions ont été fermées.",
  "account.toast.accountDeletedTitle": "Compte supprimé",
  "account.toast.accountDeletedDescription": "Votre compte et vos données personnelles ont été supprimés.",
  "account.toast.reviewEmailsOnTitle": "Courriels de révision activés",
  "account.toast.reviewEmailsOnDescription": "Nous vous écrirons une fois par semaine quand des questions de révision seront à faire.",
  "account.toast.reviewEmailsOffTitle": "Courriels de révision désactivés",
  "account.toast.reviewEmailsOffDescription": "Vous ne recevrez plus de courriels de révision.",
  "account.toast.photoSavedTitle": "Photo enregistrée",
  "account.toast.photoSavedDescription": "Votre nouvelle photo s’affiche à côté de votre nom",
  "account.toast.photoRemovedTitle": "Photo retirée",
  "account.toast.photoRemovedDescription": "Vos initiales s’affichent à la place",

  // ---- Les réponses du serveur aux formulaires ----
  "account.form.emailRequired": "Le courriel est obligatoire",
  "account.form.emailTooLong": "Le courriel est trop long",
  "account.form.emailInvalid": "Entrez une adresse courriel valide",
  "account.form.passwordRequired": "Le mot de passe est obligatoire",
  "account.form.passwordTooShort": "Le mot de passe doit compter au moins 8 caractères",
  "account.form.passwordTooLong": "Le mot de passe doit compter au plus 128 caractères",
  "account.form.confirmPasswordRequired": "Confirmez votre mot de passe",
  "account.form.passwordsDoNotMatch": "Les mots de passe ne correspondent pas",
  "account.form.currentPasswordRequired": "Entrez votre mot de passe actuel",
  "account.form.firstNameRequired": "Le prénom est obligatoire",
  "account.form.firstNameTooLong": "Le prénom est trop long",
  "account.form.lastNameRequired": "Le nom est obligatoire",
  "account.form.lastNameTooLong": "Le nom est trop long",
  "account.form.countryRequired": "Choisissez le Canada ou les États-Unis",
  "account.form.agreeTermsRequired": "Vous devez accepter les Conditions d’utilisation et la Politique de confidentialité",
  "account.form.passwordBreached":
    "Ce mot de passe figure dans des listes de mots de passe divulgués que les pirates essaient en premier. Choisissez-en un autre.",
  "account.form.passwordPredictable":
    "Ce mot de passe est trop facile à deviner\u00a0: évitez les caractères répétés, les suites comme 12345 ou abcde et les rangées du clavier comme qwerty.",
  "account.form.rateLimited": "Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.",
  "account.form.invalidCredentials": "Courriel ou mot de passe invalide.",
  "account.form.unverified":
    "Veuillez confirmer votre adresse courriel avant de vous connecter. Ouvrez dans ce navigateur le lien que nous vous avons envoyé et appuyez sur son bouton, puis connectez-vous ici, ou demandez-en un nouveau.",
  "account.form.invalidLink": "Ce lien est invalide ou a expiré. Les liens ne fonctionnent qu’une fois et expirent après 24 heures.",
  "account.form.resetFailed": "L’envoi du courriel de réinitialisation a échoué. Veuillez réessayer.",
  "account.form.profileSaveFailed": "La mise à jour du profil a échoué",
  "account.form.wrongCurrentPassword": "Votre mot de passe actuel n’est pas le bon.",
  "account.form.deleteConfirmMismatch": "Tapez votre adresse courriel exactement pour confirmer.",
  "account.form.deleteBillingFailed":
    "Nous n’avons pas pu mettre fin à la facturation de votre forfait, alors rien n’a été supprimé. Veuillez réessayer dans quelques minutes.",
  "account.form.deletePaymentPending":
    "Un de vos paiements est encore en cours de confirmation par votre banque, alors rien n’a été supprimé. Veuillez réessayer une fois qu’il sera passé; nous vous écrirons à ce moment.",
  "account.form.unknownAction": "Action inconnue.",
  "account.form.linkPasswordRefused": "Ce mot de passe n’est pas le bon.",
  "account.form.chooseLinkedMethod": "Choisissez un mode de connexion associé à dissocier.",
  "account.form.alreadyHasPassword": "Votre compte a déjà un mot de passe. Pour en choisir un autre, utilisez Changer le mot de passe.",
  "account.form.providerExpired": "Cette connexion a expiré ou a déjà été utilisée. Veuillez recommencer.",
  "account.form.timeZoneInvalid": "Choisissez votre fuseau horaire dans la liste.",
  "account.form.reviewEmailsInvalid": "Cochez la case ou laissez-la vide, puis enregistrez.",
  "account.form.photoMissing": "Choisissez une image à téléverser.",
  "account.form.photoSaveFailed": "Votre photo n’a pas pu être enregistrée. Veuillez réessayer.",
  "account.form.photoEmpty": "Ce fichier est vide. Choisissez une image PNG, JPEG ou WebP.",
  "account.form.photoUnknown": "Ce fichier n’est pas une image PNG, JPEG ou WebP.",
  "account.form.photoCorrupted": "Cette image n’a pas pu être lue\u00a0: le fichier est endommagé ou incomplet.",
  "account.form.photoAnimated": "Choisissez une image fixe\u00a0: les images animées ne sont pas acceptées.",

  // ---- Les courriels du compte, dans la langue de la personne qui les lit ----
  "account.email.verifySubject": "Confirmez votre compte {product}",
  "account.email.verifyWelcome": "Bienvenue! Veuillez confirmer votre adresse courriel pour terminer la création de votre compte.",
  "account.email.verifyOnce":
    "Ce lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous n’avez pas demandé d’inscription, ignorez ce courriel.",
  "account.email.confirmButton": "Confirmer mon courriel",
  "account.email.registeredSubject": "Quelqu’un a tenté de s’inscrire avec votre courriel",
  "account.email.registeredText":
    "Quelqu’un (peut-être vous) a tenté de créer un compte {product} avec cette adresse courriel, mais vous en avez déjà un.",
  "account.email.registeredAdvice":
    "Si c’était vous, connectez-vous plutôt. Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser. Si ce n’était pas vous, vous pouvez ignorer ce courriel\u00a0: rien n’a changé.",
  "account.email.resetButton": "Réinitialiser mon mot de passe",
  "account.email.resetSubject": "Réinitialisez votre mot de passe {product}",
  "account.email.resetText": "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.",
  "account.email.resetOnce":
    "Ce lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe n’a pas changé.",
  "account.email.resetChoose": "Choisir un nouveau mot de passe",
  "account.email.setPasswordSubject": "Définissez un mot de passe pour votre compte {product}",
  "account.email.setPasswordText": "Vous avez demandé de définir un mot de passe pour pouvoir aussi vous connecter avec votre adresse courriel.",
  "account.email.setPasswordOnce":
    "Ce lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous n’avez rien demandé, ignorez ce courriel\u00a0: rien n’a changé.",
  "account.email.setPasswordButton": "Choisir un mot de passe",
  "account.email.unlinkedSubject": "{provider} a été dissocié de votre compte {product}",
  "account.email.unlinkedText":
    "{provider} a été dissocié de votre compte {product} dans les Paramètres. Vous ne pouvez plus vous connecter avec ce compte.",
  "account.email.unlinkedAdvice":
    "Si ce n’était pas vous, quelqu’un a peut-être accès à votre compte\u00a0: réinitialisez votre mot de passe, ce qui déconnecte tous les appareils.",
  "account.email.providerAccount": "le compte {provider} {who}",
  "account.email.providerAccountNamed": "{name} ({facts})",
  "account.email.providerAccountId": "identifiant {subject}",
  "account.email.linkedSubject": "{provider} a été associé à votre compte {product}",
  "account.email.linkedText":
    "Nous avons associé {account} à votre compte {product}\u00a0: dorénavant, vous connecter avec ce compte ouvre le vôtre.",
  "account.email.linkedBySettings":
    "Vous l’avez demandé dans Paramètres → Modes de connexion, avec votre session ouverte, et l’avez confirmé avec votre mot de passe ou un autre mode de connexion",
  "account.email.linkedByEmail":
    "{provider} a confirmé que ce compte {provider} utilise votre adresse courriel vérifiée, et ce compte a servi à vous connecter",
  "account.email.linkedWhen": "{why}, le {at}.",
  "account.email.linkedWhenFrom": "{why}, le {at}, à partir de l’adresse IP {ip}.",
  "account.email.linkedAdvice":
    "Si ce n’était pas vous, dissociez {provider} dans les paramètres de votre compte et réinitialisez votre mot de passe.",
  "account.email.settingsButton": "Ouvrir mes paramètres",
  "account.email.addressTakenSubject": "Quelqu’un a tenté de s’inscrire avec votre courriel au moyen de {provider}",
  "account.email.addressTakenText":
    "Le {at}, quelqu’un s’est connecté à {product} avec {account} et a donné cette adresse courriel pour un nouveau compte. Vous avez déjà un compte avec cette adresse\u00a0: rien n’a donc été créé ni associé.",
  "account.email.addressTakenAdvice":
    "Si c’était vous et que vous voulez vous connecter avec {provider}, connectez-vous à votre compte comme d’habitude et associez {provider} dans Paramètres → Modes de connexion. Si ce n’était pas vous, ignorez ce courriel\u00a0: rien n’a changé.",
  "account.email.confirmAddressText":
    "Le {at}, quelqu’un s’est connecté à {product} avec {account} et a demandé de créer un compte avec cette adresse courriel.",
  "account.email.confirmAddressAdvice":
    "Si c’était vous, confirmez l’adresse pour terminer la création de votre compte avec {provider}. Le lien ne fonctionne qu’une fois, seulement dans le navigateur où vous avez utilisé {provider} pour vous connecter, et expire dans 24 heures. Si ce n’était pas vous, ignorez ce courriel\u00a0: aucun compte ne sera créé.",
};
