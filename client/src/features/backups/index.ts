// What the backups feature offers other features: the admin dashboard's Backups card.

export { BackupsCard } from './components/backups-card';
