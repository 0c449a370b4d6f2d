import { expect } from 'vitest';
import type { z } from 'zod';

/** What an inject answers, as far as these helpers read it. */
export interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** The answer's body, once it is a 200 that the schema accepts (the test fails with the body otherwise). */
export async function ok<T>(schema: z.ZodType<T>, response: Promise<Answer>): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return schema.parse(answer.json());
}

/** A refused request's status and catalogue code. */
export async function refusal(response: Promise<Answer>): Promise<{ status: number; code: string }> {
  const answer = await response;
  return { status: answer.statusCode, code: (answer.json() as { code: string }).code };
}
