/** The seller the e2e Node server prints on receipts (its SELLER_* settings). */
export const E2E_SELLER = {
  SELLER_LEGAL_NAME: "Moneywise Learning Ltd.",
  SELLER_ADDRESS: "100 King Street West, Suite 5700\nToronto, ON M5X 1C7\nCanada",
  SELLER_GST_HST_NUMBER: "812345678 RT0001",
  SELLER_QST_NUMBER: "1234567890 TQ0001",
} as const;
