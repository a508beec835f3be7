// What the archive feature offers other features: the admin dashboard's Archive tab (its own chunk).
import { lazy } from 'react';

export const ArchivePanel = lazy(() => import('./components/archive-panel'));
