import { isIPv6 } from "node:net";
import type { Request } from "express";

/** The eight 16-bit groups of an IPv6 address, "::" expanded. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...missing, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}

/**
 * The client address a per-address limit counts against: IPv4 as it is
 * (IPv4-mapped IPv6 unwrapped), IPv6 by its /64, since one subscriber gets a
 * whole /64 and could otherwise rotate through its addresses.
 */
export function clientAddressKey(req: Request): string {
  const address = (req.ip ?? req.socket.remoteAddress ?? "unknown").toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}
