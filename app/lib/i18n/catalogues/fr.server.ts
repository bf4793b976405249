/**
 * Le catalogue français (fr-CA): les mêmes clés que `en.server.ts`, en français du Québec (terminologie
 * de l'OQLF). Une clé manquante fait échouer `npm test` (docs/translation.md).
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";
import type { Message, MessageKey } from "~/lib/i18n/messages";

export const fr: Readonly<Record<MessageKey, Message>> = {
  "site.skipToContent": "Passer au contenu",
  "site.tagline": "Des cours de finances personnelles et des outils gratuits pour les gens du Canada et des États-Unis.",
  "site.copyright": "© {year} {product}. De la formation, pas des conseils financiers personnalisés.",
  "site.currency": "Devise",
  "site.currencyChoice": "Afficher les prix en {currency}",
  "site.language": "Langue",
  "site.menu": "Menu",
  "site.closeMenu": "Fermer le menu",
  "site.mainNavigation": "Principale",
  "site.mobileNavigation": "Mobile",
  "site.legalNavigation": "Mentions légales",
  "site.dashboard": "Tableau de bord",
  "site.community": "Communauté",
  "site.logout": "Déconnexion",
  "site.login": "Connexion",
  "site.signup": "Inscription",
  "site.notFoundTitle": "Page introuvable",
  "site.notFoundHeading": "Oups! Page introuvable",
  "site.notFoundText": "La page que vous cherchez n’existe pas ou a été déplacée.",
  "site.errorTitle": "Erreur",
  "site.errorHeading": "Une erreur inattendue est survenue",
  "site.errorText": "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
  "site.returnHome": "Retour à l’accueil",

  "legal.updated": "Dernière mise à jour : {date}",

  "nav.home": "Accueil",
  "nav.courses": "Cours",
  "nav.tools": "Outils",
  "nav.pricing": "Tarifs",
  "nav.support": "Aide",
  "nav.allCourses": "Tous les cours",
  "nav.plansAndPricing": "Forfaits et tarifs",
  "nav.resetPassword": "Réinitialiser le mot de passe",
  "nav.contactSupport": "Écrire au soutien",
  "nav.privacy": "Politique de confidentialité",
  "nav.terms": "Conditions d’utilisation",
  "nav.refunds": "Politique de remboursement",
  "nav.budgetCalculator": "Calculateur de budget",
  "nav.netWorthTracker": "Suivi de la valeur nette",
  "nav.debtPayoffPlanner": "Planificateur de remboursement",
  "nav.goalTracker": "Suivi des objectifs",
  "nav.course.budget-bootcamp": "Camp budgétaire de 7 jours",
  "nav.course.debt-challenge": "Défi : sans dettes en 90 jours",
  "nav.course.financial-masterclass": `Classe de maître ${PRODUCT_NAME}`,
};
