/**
 * Les textes juridiques en français (fr-CA). Pour les consommateurs du Québec, c'est la version française
 * qui fait foi (Charte de la langue française, art. 55); l'anglaise dit la même chose (legal.ts).
 */
import { PRODUCT_NAME } from "./brand";
import type { LegalDocument } from "./legal";
import { SUPPORT_EMAIL } from "./navigation";

export const POLITIQUE_DE_CONFIDENTIALITE: LegalDocument = {
  title: "Politique de confidentialité",
  summary: `Ce que ${PRODUCT_NAME} recueille, pourquoi, et les choix qui s’offrent à vous.`,
  sections: [
    {
      heading: "Ce que nous recueillons",
      body: "Votre nom, votre adresse courriel, votre pays et votre mot de passe (conservé seulement sous forme de hachage à sens unique) quand vous créez un compte; vos achats de cours, votre abonnement et votre progression dans les leçons; vos réponses aux questionnaires des leçons et aux évaluations finales, avec leurs résultats, et la date à laquelle chaque question revient en révision; ce que vous choisissez d’enregistrer ou de nous envoyer (plans enregistrés, messages, questions et demandes de soutien); et vos choix de courriels (promotionnels, rappels de révision) et de langue, avec le moment où vous les avez faits.",
    },
    {
      heading: "Ce que nous ne recueillons pas",
      body: "Les chiffres que vous entrez dans nos outils gratuits restent dans votre navigateur et dans l’adresse de la page, sauf si vous enregistrez un plan. Nous ne les consignons jamais et nous ne vendons jamais de renseignements personnels.",
    },
    {
      heading: "Pourquoi nous les utilisons",
      body: "Pour gérer votre compte, vous donner accès aux cours que vous avez payés, conserver votre progression, prévenir les abus et, seulement si vous y avez consenti, vous envoyer des courriels promotionnels. Vous pouvez retirer ce consentement en tout temps.",
    },
    {
      heading: "Qui les traite",
      body: "Notre hébergeur de base de données, notre société de traitement des paiements (les données de carte vont chez elle, jamais chez nous) et notre fournisseur d’envoi de courriels, chacun seulement pour nous rendre son service.",
    },
    {
      heading: "Vos droits",
      body: `Vous pouvez consulter, rectifier, exporter ou supprimer vos renseignements personnels : les Paramètres offrent « Télécharger vos données » (un fichier JSON de tout ce que nous conservons à votre sujet) et la suppression du compte. La suppression de votre compte met d’abord fin à la facturation de tout forfait, puis supprime le compte, avec le texte et les titres de vos publications (un fil que vous avez lancé disparaît entièrement si personne d’autre n’y a publié), vos questions aux séances de questions en direct et vos demandes d’assistance (y compris celles envoyées de votre adresse sans être connecté); les registres d’achat que la loi fiscale nous oblige à conserver (le cours, le montant, les taxes, la province ou l’État où elles ont été perçues, la devise et la date de chaque commande, et la référence du paiement chez notre société de traitement) restent, sans votre nom, votre courriel ni votre carte. Au Canada, vous êtes protégé par la LPRPDE et les lois provinciales (au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé); aux États-Unis, par les lois de votre État. Écrivez à ${SUPPORT_EMAIL}.`,
    },
  ],
};

export const CONDITIONS_D_UTILISATION: LegalDocument = {
  title: "Conditions d’utilisation",
  summary: `L’entente entre vous et ${PRODUCT_NAME} lorsque vous utilisez le site.`,
  sections: [
    {
      heading: "De la formation, pas des conseils",
      body: "Nos cours et nos outils enseignent des notions générales de finances personnelles. Ils ne constituent pas des conseils financiers, fiscaux, juridiques ou de placement personnalisés. Pour les décisions qui touchent votre situation, consultez un professionnel autorisé.",
    },
    {
      heading: "Votre compte",
      body: "Gardez votre mot de passe confidentiel; vous êtes responsable de l’activité faite avec votre compte. Vous devez avoir atteint l’âge de la majorité là où vous habitez pour acheter un cours ou un forfait.",
    },
    {
      heading: "Achats et forfaits",
      body: "Les cours sont des achats uniques. Les forfaits se renouvellent chaque mois jusqu’à ce que vous les annuliez; l’annulation arrête le prochain renouvellement et vous garde l’accès jusqu’à la fin de la période payée. Il n’y a aucuns frais d’adhésion.",
    },
    {
      heading: "Utilisation acceptable",
      body: "Ne partagez pas le contenu payant, ne revendez pas l’accès et ne nuisez pas au site ni aux autres apprenants.",
    },
    {
      heading: "Consommateurs du Québec",
      body: "Si vous résidez au Québec, la version française de ces conditions est celle qui fait foi, et la Loi sur la protection du consommateur s’applique à vos achats, qui sont des contrats conclus à distance : elle vous permet notamment de résoudre le contrat dans les cas qu’elle prévoit (par exemple si nous ne vous avons pas transmis les renseignements ou la copie du contrat qu’elle exige), et nous vous remboursons alors dans les 15 jours. Ces droits s’ajoutent à nos garanties.",
    },
    {
      heading: "Modifications",
      body: "Nous pouvons mettre ces conditions à jour; nous en avisons les titulaires de compte par courriel avant que des changements importants prennent effet.",
    },
  ],
};

const FIN_DE_RECLAMATION = "Nous remboursons le prix du cours sur votre moyen de paiement d’origine dans un délai de 10 jours ouvrables.";
const PORTEE =
  "Elle vise le cours acheté seul (les cours d’un forfait sont couverts par la garantie de 30 jours du forfait) et s’ajoute à la garantie de remboursement de 30 jours.";

export const POLITIQUE_DE_REMBOURSEMENT: LegalDocument = {
  title: "Politique de remboursement",
  summary: "Nos garanties de remboursement, et comment demander un remboursement.",
  sections: [
    {
      heading: "Garantie de remboursement de 30 jours",
      body: "Si un cours ou le premier mois d’un forfait ne vous convient pas, demandez-le dans les 30 jours suivant l’achat et nous vous remboursons en entier.",
    },
    {
      heading: "Défi : sans dettes en 90 jours — remboursé si vous éliminez moins de 5 000 $ de dettes",
      body: "Si vous terminez les 90 jours en ayant éliminé moins de 5 000 $ de dettes, nous remboursons le prix du cours.",
      points: [
        "Les 90 jours commencent le jour de l’achat du cours. Terminer signifie que les quatre phases sont marquées comme terminées dans votre compte.",
        "Les dettes éliminées correspondent au total de votre liste de dettes de la phase 1 (jour 1) moins le total du tableau « Vos résultats après 90 jours » de la phase 4 (jour 90), dans la devise de votre paiement. Une dette déplacée par un transfert de solde ou un prêt de consolidation reste une dette, et tout nouvel emprunt compte contre vous.",
        `Pour faire une réclamation, écrivez à ${SUPPORT_EMAIL} à partir de l’adresse de votre compte entre le 90e et le 120e jour, avec les deux feuilles de travail remplies (une photo ou le fichier téléchargé). ${FIN_DE_RECLAMATION}`,
        PORTEE,
      ],
    },
    {
      heading: `Classe de maître ${PRODUCT_NAME} — des progrès en 90 jours, ou votre argent remis`,
      body: "Si vous ne constatez aucune amélioration de vos finances dans les 90 jours suivant le début, nous remboursons le prix du cours.",
      points: [
        "Une amélioration signifie qu’au moins un des cinq chiffres de départ de votre feuille de travail du mois 1 est meilleur au 90e jour qu’au premier : valeur nette, valeur nette investissable, réserves liquides (en mois de dépenses essentielles), taux d’épargne, ou épargne-retraite en multiple du salaire. La valeur nette et la valeur nette investissable comptent ce que vous avez épargné et remboursé, pas les mouvements des marchés ou des devises (votre journal de suivi les distingue).",
        "Les 90 jours commencent le jour de l’achat du cours. Remplissez vos cinq chiffres de départ dans les 14 premiers jours, puis de nouveau au 90e jour.",
        `Pour faire une réclamation, écrivez à ${SUPPORT_EMAIL} à partir de l’adresse de votre compte entre le 90e et le 120e jour, avec les deux feuilles de travail remplies (vos chiffres de départ et ceux du 90e jour, avec le journal de suivi). ${FIN_DE_RECLAMATION}`,
        PORTEE,
      ],
    },
    {
      heading: "Comment faire la demande",
      body: `Écrivez à ${SUPPORT_EMAIL} à partir de l’adresse de votre compte. Le remboursement est versé sur le moyen de paiement d’origine dans un délai de 10 jours ouvrables. Au Québec, si vous résolvez un contrat à distance en vertu de la Loi sur la protection du consommateur, nous vous remboursons dans les 15 jours.`,
    },
  ],
};
