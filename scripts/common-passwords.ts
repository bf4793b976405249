/**
 * `npm run passwords`: regenerates app/lib/services/auth/common-passwords.server.ts from the password list that
 * @zxcvbn-ts/language-common maintains (the most common passwords from public breach corpora, most
 * common first). Only passwords long enough to pass the length rule are kept; the rest are refused anyway.
 * A unit test fails when the committed file and the installed package disagree.
 */
import { writeFileSync } from "node:fs";
import { commonPasswordsModule } from "./common-passwords-module";

const FILE = "app/lib/services/auth/common-passwords.server.ts";
writeFileSync(FILE, await commonPasswordsModule());
console.log(`Wrote ${FILE}`);
