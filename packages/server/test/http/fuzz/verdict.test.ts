import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { faultOf } from './verdict';

const answer = (statusCode: number, body: unknown, contentType = 'application/json; charset=utf-8') =>
  ({ statusCode, headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) }) as LightMyRequestResponse;

describe('the fuzz verdict', () => {
  it('accepts successes and catalogue errors with their status', () => {
    expect(faultOf(answer(200, { ok: true }))).toBeUndefined();
    expect(faultOf(answer(400, { code: 'INVALID_INPUT', message: 'body: not valid JSON' }))).toBeUndefined();
    expect(faultOf(answer(429, { code: 'TOO_MANY_REQUESTS', message: 'later' }))).toBeUndefined();
  });

  it('flags any 5xx, framework codes, bare parser errors and wrong statuses', () => {
    expect(faultOf(answer(500, { code: 'UNEXPECTED_ERROR', message: 'x' }))).toMatch(/^server error/);
    expect(faultOf(answer(414, { code: 'FST_ERR_MAX_PARAM_LENGTH', message: 'x', statusCode: 414 }))).toMatch(/outside the catalogue/);
    expect(faultOf(answer(400, 'Bad Request', 'text/plain'))).toMatch(/without a JSON body/);
    expect(faultOf(answer(400, { code: 'INVALID_INPUT' }))).toMatch(/without a message/);
    expect(faultOf(answer(404, { code: 'INVALID_INPUT', message: 'x' }))).toMatch(/catalogue says 400/);
    expect(faultOf(answer(400, { code: 'INVALID_INPUT', message: 'x', stack: 'at …' }))).toMatch(/more than code and message/);
  });
});
