import dns2 from 'dns2';

export type TestDnsServer = {
  /** "127.0.0.1:port", for DNS_SERVERS. */
  address: string;
  /** Sets the TXT records of a name (none: the name has no TXT record). */
  setTxt(name: string, values: string[]): void;
  close(): Promise<void>;
};

/**
 * A DNS server on a loopback UDP port (dns2), answering TXT questions from a table the test
 * fills; Rampart asks it through Node's own resolver, as it would ask a real one.
 */
export const startDnsServer = async (port = 0): Promise<TestDnsServer> => {
  const { Packet } = dns2;
  const txt = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const values =
          (question as { type?: number }).type === Packet.TYPE.TXT
            ? txt.get(question.name.toLowerCase())
            : [];
        for (const value of values ?? []) {
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 60,
            data: value,
          } as (typeof response.answers)[number]);
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' } });
  const bound = server.addresses().udp!.port;
  return {
    address: `127.0.0.1:${bound}`,
    setTxt: (name, values) => txt.set(name.toLowerCase(), values),
    close: () => server.close(),
  };
};
