/**
 * A local DNS server for the custom-domain checks: UDP, answering A, CNAME,
 * TXT and CAA questions from a table tests fill (`set`), NXDOMAIN for names it does
 * not know. A question for the A records of a name with a CNAME is answered
 * with the CNAME and, when the table knows them, the target's addresses, as a
 * recursive resolver would. The product reaches it through DNS_SERVERS.
 */
import dgram from "node:dgram";
import type { AddressInfo } from "node:net";
import dnsPacket from "dns-packet";
import type { Answer, Packet } from "dns-packet";

export interface FakeDnsRecords {
  cname?: string;
  a?: string[];
  txt?: string[];
}

export interface FakeDnsServer {
  /** "127.0.0.1:<port>", as DNS_SERVERS takes it. */
  address: string;
  port: number;
  set(name: string, records: FakeDnsRecords): void;
  remove(name: string): void;
  /** Every question asked, as "A book.example.com". */
  questions: string[];
  close(): Promise<void>;
}

const normal = (name: string) => name.toLowerCase().replace(/\.$/, "");

export async function startFakeDns(options: { port?: number } = {}): Promise<FakeDnsServer> {
  const table = new Map<string, FakeDnsRecords>();
  const questions: string[] = [];
  const socket = dgram.createSocket("udp4");

  function answersFor(name: string, type: string): Answer[] | null {
    const records = table.get(normal(name));
    if (!records) return null;
    // TXT records live beside the others here (a real zone cannot hold a CNAME beside them; the challenge name has only its TXT).
    if (type === "TXT") return (records.txt ?? []).map((value): Answer => ({ type: "TXT", name, ttl: 60, class: "IN", data: value }));
    if (records.cname) {
      const cname: Answer = { type: "CNAME", name, ttl: 60, class: "IN", data: records.cname };
      if (type === "CNAME") return [cname];
      const followed = type === "A" ? (answersFor(records.cname, "A") ?? []) : [];
      return [cname, ...followed];
    }
    if (type === "A") return (records.a ?? []).map((address): Answer => ({ type: "A", name, ttl: 60, class: "IN", data: address }));
    return [];
  }

  socket.on("message", (message, peer) => {
    let query: Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    questions.push(`${question.type} ${normal(question.name)}`);
    const answers = answersFor(question.name, question.type);
    const response = dnsPacket.encode({
      id: query.id ?? 0,
      type: "response",
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (answers === null ? 3 : 0),
      questions: [question],
      answers: answers ?? [],
    });
    socket.send(response, peer.port, peer.address);
  });

  await new Promise<void>((resolve) => socket.bind(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    port,
    set: (name, records) => table.set(normal(name), records),
    remove: (name) => table.delete(normal(name)),
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
