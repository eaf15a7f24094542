import { startOpenAiStub } from './openai-stub';

// The OpenAI stub as its own process, for e2e runs and for trying Labforge without a model:
//   PORT=4010 npx tsx tests/support/openai-stub-server.ts
//   LLM_BASE_URL=http://127.0.0.1:4010/v1 LLM_MODEL=stub-model npm start
// Unscripted it answers short texts, and JSON requests with a sample of the schema in the
// prompt. POST /__script (an answer or a list), POST /__reset and GET /__requests steer it.

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const stub = await startOpenAiStub({ port, host });
process.stdout.write(`OpenAI stub listening on ${stub.url}\n`);

const stop = () => void stub.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
