/**
 * A stand-in for the HTTP email API the Worker posts to (MAIL_API_URL, see server/mail.ts): it keeps
 * every message it accepts, and lists them at GET /messages so a test can open an emailed link.
 * Messages without the expected bearer key are refused, as a provider would.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface StoredMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** As the Worker posts them (server/mail.ts): `content` in base64. */
  attachments?: { filename: string; content_type: string; content: string }[];
}

export async function startMailStandIn(port: number, apiKey: string) {
  const messages: StoredMail[] = [];
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/messages") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(messages));
      return;
    }
    if (req.method !== "POST") {
      res.writeHead(405).end();
      return;
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      res.writeHead(401).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      messages.push(JSON.parse(Buffer.concat(chunks).toString()) as StoredMail);
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
