/** The brand name the spec writes as "{product}". Change it here and nowhere else. */
export const PRODUCT_NAME = "Moneywise";
