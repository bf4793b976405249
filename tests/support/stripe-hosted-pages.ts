/**
 * A stand-in for Stripe's hosted pages (Checkout at checkout.stripe.com, the Billing Portal at
 * billing.stripe.com), for a browser whose resolver maps those hosts here: an https server with a
 * certificate made for the test by openssl, which the browser is told to accept. It records every
 * address it served, so a test sees where a redirect really led, and nothing reaches Stripe.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

const PAGES: Record<string, string> = {
  "checkout.stripe.com": "Stripe Checkout stand-in",
  "billing.stripe.com": "Stripe Billing Portal stand-in",
};

export async function startStripeHostedPages() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "moneywise-stripe-pages-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  const hosts = Object.keys(PAGES);
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ...["-keyout", key, "-out", cert, "-subj", `/CN=${hosts[0]}`, "-addext", `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(",")}`],
    ],
    { stdio: "ignore" },
  );
  const visits: string[] = [];
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const title = PAGES[req.headers.host ?? ""];
    if (!title) {
      res.writeHead(404).end();
      return;
    }
    visits.push(`https://${req.headers.host}${req.url}`);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><title>${title}</title><link rel="icon" href="data:,"></head><body><h1>${title}</h1></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The addresses the browser opened here. */
    visits,
    /** Chromium's flags: Stripe's hosts answered by this server, every other name but the test site's address unknown, this certificate accepted. */
    browserArgs: [
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(", ")}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
      "--ignore-certificate-errors",
    ],
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
