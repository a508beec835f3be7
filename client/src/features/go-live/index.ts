// What the go-live feature offers other features: the admin dashboard's "Before you go live" checklist.

export { GoLiveChecklist } from './components/go-live-checklist';
