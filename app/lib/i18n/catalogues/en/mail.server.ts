/** The emails about money (purchases, refunds, plan changes), in their reader's language. */
import type { Catalogue } from "~/lib/i18n/messages";

export const mail = {
  "mail.purchase.subject": "Your {product} purchase",
  "mail.purchase.paid": "Thank you! Your payment of {total} went through and your course is ready: {courses}.",
  "mail.purchase.guarantee": "Every course comes with our 30-day money-back guarantee: you can ask for a refund from your purchases page.",
  "mail.purchase.link": "See your purchases and receipts",
  "mail.refund.subject": "Your {product} refund",
  "mail.refund.done": "We have refunded {total} for {courses}. This purchase no longer gives access to the course.",
  "mail.refund.duplicate": "You already owned {courses}, so we have refunded the extra payment of {total}. The course stays yours.",
  "mail.refund.timing": "The money reaches your card in 5 to 10 business days, depending on your bank.",
  "mail.refund.link": "See your purchases",
  "mail.subscription.subject": "Your {product} subscription",
  "mail.subscription.link": "Manage your subscription",
  "mail.subscription.welcome": "Welcome to {plan}! Your plan is active. {renewal}.",
  "mail.subscription.welcomeAt": "Welcome to {plan}! Your plan is active at {price} a month. {renewal}.",
  "mail.subscription.ended": "Your {plan} plan has ended. You can subscribe again at any time.",
  "mail.subscription.switched": "You switched to {plan}. {renewal}.",
  "mail.subscription.switchedAt": "You switched to {plan} at {price} a month. {renewal}.",
  "mail.subscription.pending": "Your plan changes to {next} on {date}. You keep {plan} until then.",
  "mail.subscription.changedMind": "Changed your mind? Keep {plan} from your subscription page before that date.",
  "mail.subscription.keeping": "You are keeping {plan}: the change to {next} is called off. {renewal}.",
  "mail.subscription.cancelled": "Your {plan} plan is cancelled and stays active until the end of the period you paid for. {renewal}.",
  "mail.subscription.renewsAgain": "Your {plan} plan will renew again. {renewal}.",
  "mail.renewal.none": "No active subscription",
  "mail.renewal.ends": "Ends on {date}",
  "mail.renewal.renews": "Renews on {date}",
} as const satisfies Catalogue;
