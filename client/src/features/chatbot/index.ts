// What the chat feature offers other features: the launcher button that opens the chat assistant.
export { ChatLauncher } from './components/chat-launcher';
