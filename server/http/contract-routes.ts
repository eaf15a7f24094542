import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppContext } from '../app-context';
import { createBearerAuth } from '../auth/bearer';
import { createSignInLimits, SIGN_IN_LIMITED } from '../auth/sign-in-limits';
import type { HandlerMap, OperationId } from '../handlers/handler-types';
import { createPersonalTokenAuth } from '../tokens/token-auth';
import { errorBody } from './http-error';
import { registerInputGuard } from './input-guard';
import { indexOperations, type OperationInfo } from './openapi-document';
import { registerRequestBodyRules } from './request-body';

// Every operation of the contract becomes a route, validated by its schemas. Operations with no
// handler yet answer an honest 501 before anything else runs (even a multipart body).

/** A workflow graph may be large (a thousand nodes is about 1 MB); 10 MB is the most a save may send. */
export const WORKFLOW_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
const BODY_LIMITS: Record<string, number> = {
  createWorkflow: WORKFLOW_BODY_LIMIT_BYTES,
  updateWorkflow: WORKFLOW_BODY_LIMIT_BYTES,
};

export async function registerContractRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  handlers: HandlerMap,
): Promise<void> {
  const limitSignIn = createSignInLimits({
    address: ctx.config.auth.rateLimit,
    account: ctx.config.auth.accountRateLimit,
  });
  const operations = indexOperations(ctx.openApi);
  registerRequestBodyRules(app, operations);
  registerInputGuard(app);

  await app.register(openapiGlue, {
    specification: ctx.openApi,
    securityHandlers: {
      bearerAuth: createBearerAuth(ctx.accessTokens, ctx.db),
      // Offered by the run operations only, each naming its scope (docs/product.md).
      personalAccessToken: createPersonalTokenAuth(ctx.db),
    },
    operationResolver: (operationId) => {
      const handler = handlers[operationId as OperationId];
      const options = handler
        ? {
            handler,
            // preValidation: the body is parsed (it names the account), and the glue owns preHandler.
            ...(SIGN_IN_LIMITED.has(operationId) && { preValidation: limitSignIn(operationId) }),
            ...(BODY_LIMITS[operationId] && { bodyLimit: BODY_LIMITS[operationId] }),
          }
        : notImplemented(operations.get(operationId), operationId);
      // The glue merges these into the route it builds; its published type insists on a full route.
      return options as unknown as RouteOptions;
    },
  });
}

function notImplemented(info: OperationInfo | undefined, operationId: string) {
  const what = info?.summary ?? humanise(operationId);
  const where = info ? `${info.method} ${info.path}` : operationId;
  const body = errorBody(`${what} is not available yet: ${where} arrives with a later release.`, 'not_implemented');
  const answer = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(501).send(body);
  return { onRequest: answer, handler: answer };
}

/** createGoal → 'Create goal' */
function humanise(operationId: string): string {
  const words = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
