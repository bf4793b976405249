/** Intakes the unit and integration tests share: an Ontario renter and a Californian saver. */
import type { Intake } from "./intake";

export const ONTARIO: Intake = {
  country: "CA",
  region: "ON",
  age: 31,
  monthlyIncome: 5200,
  annualGross: 85000,
  spending: {
    housing: 1900,
    food: 600,
    transportation: 300,
    utilities: 200,
    entertainment: 350,
    healthcare: 50,
    insurance: 100,
    debt: 400,
    savings: 800,
    other: 200,
  },
  debts: [
    { name: "Visa card", balance: 4000, rate: 19.99, minimum: 120 },
    { name: "Car loan", balance: 9000, rate: 6.5, minimum: 280 },
  ],
  extraDebtPayment: 300,
  savings: { tfsa: 5000, rrsp: 12000, fhsa: 0, resp: 0, "401k": 0, ira: 0, hsa: 0, "529": 0, cash: 3000 },
  match: { percent: 50, upTo: 4 },
  goals: ["firstHome", "retirement", "emergency"],
  crossBorder: false,
};

export const CALIFORNIA: Intake = {
  ...ONTARIO,
  country: "US",
  region: "CA",
  age: 52,
  annualGross: 60000,
  monthlyIncome: 3900,
  debts: [{ name: "Store card", balance: 2500, rate: 24, minimum: 75 }],
  extraDebtPayment: 150,
  savings: { tfsa: 2000, rrsp: 0, fhsa: 0, resp: 0, "401k": 40000, ira: 8000, hsa: 1500, "529": 0, cash: 9000 },
  match: { percent: 100, upTo: 3 },
  goals: ["retirement", "education"],
  crossBorder: true,
};
