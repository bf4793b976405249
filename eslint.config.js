// ESLint 9 flat config: TypeScript, React, hooks, accessibility, and the import rules of ADR 019
// (imports flow one way) and ADR 006 (the tools store and log nothing). Prettier owns formatting;
// eslint-config-prettier (last) turns off every rule that would fight it. See ADR 022.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

// ---- What may import what -------------------------------------------------------------------------
// `no-restricted-imports` (typescript-eslint's, which can allow type-only imports) and
// `no-restricted-syntax` take one option list per file: a later config
// object replaces an earlier one's list instead of adding to it. So each group below lists all the
// restrictions that apply to it, built from these pieces, most specific group last.

const SERVER_FOLDER = {
  regex: String.raw`^(\.\./)+server(/|$)`,
  message: "server/ sits above the app: it passes what the app needs through the load context (ADR 019).",
};
const ROUTES = {
  regex: String.raw`(^~/routes/|(^|/)app/routes/)`,
  // `typeof loader` / `typeof action` types a route's data where it is used, and adds no import.
  allowTypeImports: true,
  message: "Routes are the top of the import graph; nothing imports their code (ADR 019).",
};
const SERVER_ONLY = {
  regex: String.raw`\.server$`,
  message: "A *.server module touches secrets or the database; only routes, features and services import it (ADR 019).",
};
// A feature's component may name its loader's types (erased from the browser build), never import its code.
const SERVER_ONLY_CODE = { ...SERVER_ONLY, allowTypeImports: true };
// Inside app/, everything is one hop from `~/`; `../` may only leave app/ (db/, and in tests content/ and scripts/).
const PARENT_RELATIVE = {
  regex: String.raw`^(?:\.\./)+(?!\.\./|(?:db|content|scripts)/)`,
  message: "Inside app/, import with ~/ (or ./ for a file beside this one), not ../ (ADR 019).",
};
const FEATURES = {
  regex: String.raw`^~/features/`,
  allowTypeImports: true,
  message: "Imports flow routes → features → lib and components: shared code never imports a feature (ADR 019).",
};
const APP_CODE = {
  regex: String.raw`^(~/|(\.\./)+app(/|$))`,
  message: "db/ is the schema and its clients and imports no app code; drizzle-kit reads the schema alone (ADR 019).",
};
const CONTENT = {
  regex: String.raw`^(\.\./)+content(/|$)`,
  message: "The lesson compiler (content/) writes through db/, never the reverse (ADR 019).",
};
const DATABASE = [
  { group: ["drizzle-orm", "drizzle-orm/*", "@libsql/*"], message: "Tool and domain code never touches the database (ADRs 006, 019)." },
  { regex: String.raw`^(\.\./)+db(/|$)`, message: "Tool and domain code never touches the database (ADRs 006, 019)." },
];
const FRAMEWORK = {
  group: ["@remix-run/*", "react", "react-dom", "react-dom/*"],
  message: "Domain modules (app/lib/domain, app/features/*/domain) hold pure rules, without framework imports (ADR 019).",
};

const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "The app reads settings from the load context, never process.env (Workers have none).",
};
const LOAD_CONTEXT_MESSAGE = "Tool code never reads the load context: its inputs live only in the URL and the page (ADR 006).";
const LOAD_CONTEXT = [
  { selector: "MemberExpression[object.name='context']", message: LOAD_CONTEXT_MESSAGE },
  { selector: ":function > ObjectPattern.params > Property[key.name='context']", message: LOAD_CONTEXT_MESSAGE },
];

const restrict = (patterns, syntax = []) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
  ...(syntax.length > 0 && { "no-restricted-syntax": ["error", ...syntax] }),
});

// A tool may import two server modules: saved plans' loader and action, which read the session and the
// `plan` marker and store a plan only when a signed-in learner presses Save (ADR 041), and the catalogues,
// which hold words only: its loaders send the page's words and its exports' headers are in the page's
// language, read from the address as every input is (ADR 053).
// The tools' own server modules (their routes' loaders, ADR 062) are tool files too, under the same rules.
const SERVER_ONLY_BUT_SAVED_PLANS = {
  ...SERVER_ONLY,
  regex: String.raw`^(?!~/(features/saved-plans/tool-routes|features/tools/[\w-]+|lib/i18n/catalogues)\.server$).*\.server$`,
};

// Every app file's restrictions, and a domain module's (pure rules, unit-tested, no framework or database).
const IN_APP = [SERVER_FOLDER, ROUTES, PARENT_RELATIVE];
const PURE = [SERVER_ONLY, ...DATABASE, FRAMEWORK];
// The tools: inputs live only in the URL and the page; nothing is stored or logged (ADR 006).
const TOOL_FILES = ["app/routes/tools.*", "app/features/tools/**"];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

export default defineConfig(
  {
    ignores: [
      "build/",
      "public/build/",
      ".cache/",
      ".data/",
      ".wrangler/",
      "dist/",
      "test-results/",
      "playwright-report/",
      "app/lib/services/auth/common-passwords.server.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.tsx"],
    extends: [react.configs.flat.recommended, react.configs.flat["jsx-runtime"], jsxA11y.flatConfigs.recommended],
    settings: { react: { version: "detect" } },
    rules: {
      // Apostrophes and quotes are fine in JSX text; `>` and `}` there are usually a typo.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    rules: { "react-hooks/exhaustive-deps": "error" },
  },
  {
    rules: {
      // `interface AppLoadContext extends AppContext {}` is how a module augmentation adds fields.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      // `_name` marks a value kept on purpose, e.g. a property left out of a rest spread.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },

  // ---- Import rules (most general first; see the note above) ----
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: restrict(IN_APP, [PROCESS_ENV]),
  },
  {
    files: ["app/routes/**"],
    rules: restrict([SERVER_FOLDER, PARENT_RELATIVE], [PROCESS_ENV]),
  },
  {
    files: ["app/lib/**"],
    rules: restrict([...IN_APP, FEATURES], [PROCESS_ENV]),
  },
  {
    files: ["app/components/**", "app/hooks/**"],
    rules: restrict([...IN_APP, FEATURES, SERVER_ONLY], [PROCESS_ENV]),
  },
  {
    // A feature's UI: what reaches the browser.
    files: ["app/features/**/*.tsx", "app/features/**/use-*.ts"],
    rules: restrict([...IN_APP, SERVER_ONLY_CODE], [PROCESS_ENV]),
  },
  {
    files: ["app/lib/domain/**"],
    // Tests may render a lesson with content/compile to feed the pure rule they check.
    ignores: TESTS,
    rules: restrict([...IN_APP, FEATURES, ...PURE], [PROCESS_ENV]),
  },
  {
    files: TOOL_FILES,
    ignores: TESTS,
    rules: {
      ...restrict([...IN_APP, SERVER_ONLY_BUT_SAVED_PLANS, ...DATABASE], [PROCESS_ENV, ...LOAD_CONTEXT]),
      // A log line could carry someone's numbers.
      "no-console": "error",
    },
  },
  {
    // One more exception (ADR 042): the net worth tracker proposes a member's last snapshot. The read lives
    // in the advanced tools' feature; the tool's route module only calls it and still reads no context itself.
    files: ["app/features/tools/net-worth-route.server.ts"],
    rules: restrict(
      [
        ...IN_APP,
        {
          ...SERVER_ONLY,
          regex: String.raw`^(?!~/(features/(saved-plans/tool-routes|advanced-tools/tracker|tools/[\w-]+)|lib/i18n/catalogues)\.server$).*\.server$`,
        },
        ...DATABASE,
      ],
      [PROCESS_ENV, ...LOAD_CONTEXT],
    ),
  },
  {
    // A feature's own pure rules (the tools' math, URL parsing and CSV rows); the tools' no-console still applies.
    files: ["app/features/*/domain/**"],
    ignores: TESTS,
    rules: restrict([...IN_APP, ...PURE], [PROCESS_ENV, ...LOAD_CONTEXT]),
  },
  {
    files: ["db/**"],
    rules: restrict([SERVER_FOLDER, ROUTES, APP_CODE, CONTENT]),
  },
  {
    // A schema test compares the schema's own enum values with the domain's.
    files: TESTS.map((pattern) => `db/${pattern}`),
    rules: restrict([SERVER_FOLDER, ROUTES, CONTENT]),
  },
  {
    // The lesson compiler runs on Node at write time: it reads the catalogue and writes through db/.
    files: ["content/**"],
    rules: restrict([SERVER_FOLDER, ROUTES]),
  },

  {
    files: ["tests/**"],
    rules: {
      // Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` means none.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
      // Test helpers hand back what loaders and actions return, whatever its shape; the assertions
      // that read it are the type check.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },

  prettier,
);
