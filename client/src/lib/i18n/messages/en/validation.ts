// The spec's texts are the English messages, exactly: domain/messages.ts, not a copy.
import { MSG } from '@domain/messages';

export default MSG;
