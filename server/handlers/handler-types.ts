import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../src/api/schema';

// Handlers keyed by the contract's operationId, with request and answer typed from the
// generated operations: a handler that answers the wrong shape does not compile.

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];
type JsonOf<T> = [T] extends [{ content: { 'application/json': infer B } }] ? B : undefined;
type Responses<K extends OperationId> = Op<K>['responses'];

export type RequestBody<K extends OperationId> = JsonOf<NonNullable<Op<K>['requestBody']>>;
export type QueryOf<K extends OperationId> = NonNullable<Op<K>['parameters']['query']>;
export type PathOf<K extends OperationId> = NonNullable<Op<K>['parameters']['path']>;
export type SuccessBody<K extends OperationId> =
  Responses<K> extends { 200: infer R } ? JsonOf<R> : Responses<K> extends { 201: infer R } ? JsonOf<R> : undefined;

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: RequestBody<K>;
  Querystring: QueryOf<K>;
  Params: PathOf<K>;
}>;

export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K>>;

export type HandlerMap = { [K in OperationId]?: OperationHandler<K> };
