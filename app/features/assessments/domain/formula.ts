/**
 * The arithmetic a numeric question's answer is worked with, so the content step can recompute every
 * answer from the figures file and the lesson's own numbers instead of trusting a typed result.
 *
 * Grammar: numbers (`3600`, `0.5`), figure keys (`ca.tfsa.annual_limit`, read through `figure`),
 * `+ - * /`, parentheses, unary minus, and the functions min, max, round, floor, ceil and ln.
 * No variables, no assignment, nothing else: it is a calculator, not a language.
 */

export class FormulaError extends Error {
  override name = "FormulaError";
}

type Token = { type: "number"; value: number } | { type: "name"; value: string } | { type: "symbol"; value: string };

const FUNCTIONS: Record<string, (...args: number[]) => number> = {
  min: Math.min,
  max: Math.max,
  round: (value, places = 0) => {
    const factor = 10 ** places;
    return Math.round(value * factor) / factor;
  },
  floor: Math.floor,
  ceil: Math.ceil,
  ln: Math.log,
};

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?)|([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*)|([-+*/(),]))/gy;
  let match: RegExpExecArray | null;
  let position = 0;
  while (position < formula.length) {
    pattern.lastIndex = position;
    match = pattern.exec(formula);
    if (!match) {
      if (!formula.slice(position).trim()) break;
      throw new FormulaError(`unexpected "${formula.slice(position).trim().slice(0, 12)}" in formula "${formula}"`);
    }
    position = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({ type: "number", value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ type: "name", value: match[2] });
    else tokens.push({ type: "symbol", value: match[3]! });
  }
  return tokens;
}

/** Evaluates a formula; `figure` turns a figure key into its number (and throws for an unknown key). */
export function evaluateFormula(formula: string, figure: (key: string) => number): number {
  const tokens = tokenize(formula);
  let index = 0;
  const peek = () => tokens[index];
  const isSymbol = (value: string) => peek()?.type === "symbol" && peek()!.value === value;
  const expect = (value: string) => {
    if (!isSymbol(value)) throw new FormulaError(`expected "${value}" in formula "${formula}"`);
    index += 1;
  };

  function expression(): number {
    let value = term();
    while (isSymbol("+") || isSymbol("-")) {
      const operator = tokens[index++]!.value;
      value = operator === "+" ? value + term() : value - term();
    }
    return value;
  }
  function term(): number {
    let value = factor();
    while (isSymbol("*") || isSymbol("/")) {
      const operator = tokens[index++]!.value;
      const right = factor();
      if (operator === "/" && right === 0) throw new FormulaError(`division by zero in formula "${formula}"`);
      value = operator === "*" ? value * right : value / right;
    }
    return value;
  }
  function factor(): number {
    const token = peek();
    if (!token) throw new FormulaError(`formula "${formula}" ends too early`);
    if (token.type === "symbol" && token.value === "-") {
      index += 1;
      return -factor();
    }
    if (token.type === "symbol" && token.value === "(") {
      index += 1;
      const value = expression();
      expect(")");
      return value;
    }
    index += 1;
    if (token.type === "number") return token.value;
    if (token.type === "name") {
      const fn = FUNCTIONS[token.value];
      if (fn && isSymbol("(")) {
        index += 1;
        const args = [expression()];
        while (isSymbol(",")) {
          index += 1;
          args.push(expression());
        }
        expect(")");
        return fn(...args);
      }
      return figure(token.value);
    }
    throw new FormulaError(`unexpected "${token.value}" in formula "${formula}"`);
  }

  const value = expression();
  if (index < tokens.length) throw new FormulaError(`unexpected "${String(tokens[index]!.value)}" in formula "${formula}"`);
  if (!Number.isFinite(value)) throw new FormulaError(`formula "${formula}" has no finite value`);
  return value;
}

/**
 * A figure as a number: "$7,000" → 7000, "18%" → 0.18, "US$1,250.50" → 1250.5. A figure that is not a
 * plain amount or rate (a date, a range) has no number, and null says so.
 */
export function figureNumber(printed: string): number | null {
  const match = /^(?:(?:US|CA|C)?\$)?\s*(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)\s*(%)?$/.exec(printed.trim());
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ""));
  return match[2] ? value / 100 : value;
}
