/**
 * The production server for `npm run bench:profile`, run as `node --cpu-prof`: `npm start`'s path, ending
 * on SIGINT or SIGTERM with a normal exit, which is when Node writes the CPU profile.
 */
import "./start";

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
