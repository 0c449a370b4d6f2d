import { describe, expect, it } from 'vitest';
import { allEndpoints, authSessionSchema } from '@stay/contract';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DataGenerations } from '../../src/db/data-generations';
import { KeptReads } from '../../src/db/kept-reads';
import { compileReplySerializer, createReplySerializerCompiler } from '../../src/http/reply-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const viaZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema) as never) as (data: unknown) => string;

describe('compiled reply serializer', () => {
  const item = z.object({
    nmbr: z.number().int(),
    note: z.string().optional(),
    name: z.string(),
    holder: z.object({ firstname: z.string(), surname: z.string().nullable() }).nullable(),
    vatRate: z.union([z.literal(0), z.literal(9), z.literal(21)]),
    labels: z.record(z.string(), z.string()),
    tags: z.array(z.string()),
  });
  const schema = z.array(item);
  const data = [
    { nmbr: 1, note: 'first "quoted" \u2028 line\nnext', name: 'Suite 1', holder: null, vatRate: 9, labels: { en: 'Pool', nl: 'Zwembad' }, tags: [] },
    { nmbr: 2, name: 'Ünïcödé 🏖', holder: { firstname: 'Sanne', surname: null }, vatRate: 21, labels: {}, tags: ['a', 'b'] },
  ];

  it('writes exactly the text of the zod serializer: key order, optional and nullable fields, literals, records', () => {
    const compiled = compileReplySerializer(schema);
    expect(compiled).toBeDefined();
    expect(compiled!(data)).toBe(viaZod(schema)(data));
  });

  it('keeps an optional property where the schema has it (fast-json-stringify would move it after the required ones)', () => {
    const session = {
      role: 'GUEST',
      guest: {
        _id: 'p1',
        erpUID: 'APP-p1',
        firstname: 'Anna',
        surname: 'Jansen',
        email: 'anna@example.nl',
        cellphone: null,
        subscribedToNewsletter: false,
        activeReservationId: null,
        personimage: null,
      },
      user: { _id: 'a1', email: 'anna@example.nl', emailVerified: true, resetHash: null },
      accesstoken: 'access',
      refreshtoken: 'refresh',
    };
    expect(compileReplySerializer(authSessionSchema)!(session)).toBe(viaZod(authSessionSchema)(session));
  });

  it('leaves unions of objects to zod', () => {
    const union = z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b'), b: z.number() })]);
    expect(compileReplySerializer(union)).toBeUndefined();
  });

  it('compiles nearly every reply of the contract', () => {
    const compiled = allEndpoints.filter(({ endpoint }) => compileReplySerializer(endpoint.response as z.ZodType) !== undefined);
    expect(compiled.length).toBeGreaterThan(allEndpoints.length * 0.9);
  });

  it('checks replies against the contract when asked (tests), and trusts the handler otherwise (production)', () => {
    const wrong = [{ ...data[0], name: 5 }];
    const checking = createReplySerializerCompiler({ checkReplies: true })(route(schema) as never);
    const trusting = createReplySerializerCompiler({ checkReplies: false })(route(schema) as never);
    expect(checking(data)).toBe(viaZod(schema)(data));
    expect(trusting(data)).toBe(viaZod(schema)(data));
    expect(() => checking(wrong)).toThrow();
    expect(() => trusting(wrong)).not.toThrow();
  });

  it('writes a kept value once and answers its text again; every other value is written each time', async () => {
    const kept = new KeptReads<typeof data>(new DataGenerations());
    const keptData = await kept.get('items', async () => structuredClone(data));
    const copy = structuredClone(data);
    const trusting = createReplySerializerCompiler({ checkReplies: false })(route(schema) as never);
    const checking = createReplySerializerCompiler({ checkReplies: true })(route(schema) as never);
    const text = viaZod(schema)(data);
    for (const serialize of [trusting, checking]) {
      expect(serialize(keptData)).toBe(text);
      expect(serialize(copy)).toBe(text);
    }

    // Kept values are never changed; changing one here shows which text is remembered.
    keptData[0]!.name = 'Suite 9';
    copy[0]!.name = 'Suite 9';
    expect(trusting(keptData)).toBe(text);
    expect(trusting(copy)).toBe(viaZod(schema)(copy));
    expect(trusting(copy)).not.toBe(text);
    // The contract check of the tests refuses a remembered text that no longer matches its value.
    expect(() => checking(keptData)).toThrow();
  });
});
