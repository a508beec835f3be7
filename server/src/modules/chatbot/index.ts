// The chatbot module's public API: its admin routes (FAQ and unanswered questions). The chat message
// route and the conversation history are registered by modules/index.ts from routes.ts.
export { default as chatbotAdminRoutes } from './admin.routes';
