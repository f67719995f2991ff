import type { ComponentType } from 'react';
import type { RouteProps } from '@kite/sdk';
import { AdminHome, framed } from './frame';

type PageModule = Promise<{ default: ComponentType<RouteProps> }>;

/** Each built page of the control panel by its path under /admin (the index declares the same list). */
const pages: Readonly<Record<string, () => PageModule>> = {
  users: () => import('../users/UsersPage'),
  'user/:userId': () => import('../users/UserPage'),
  roles: () => import('../roles/RolesPage'),
  'roles/new': () => import('../roles/RoleEditPage'),
  'roles/:id': () => import('../roles/RolePage'),
  'roles/:id/edit': () => import('../roles/RoleEditPage'),
  invites: () => import('../invites/InvitesPage'),
  abuses: () => import('../abuses/AbusesPage'),
  emojis: () => import('../emojis/EmojisPage'),
  emojis2: () => import('../emojis/GridPage'),
  'avatar-decorations': () => import('../decorations/DecorationsPage'),
  federation: () => import('../federation/FederationPage'),
  files: () => import('../files/FilesPage'),
  'job-queue': () => import('../queues/JobQueuePage'),
  'federation-job-queue': () => import('../queues/FederationQueuePage'),
  database: () => import('../database/DatabasePage'),
  overview: () => import('../overview/OverviewPage'),
  announcements: () => import('../announcements/AnnouncementsPage'),
  ads: () => import('../ads/AdsPage'),
  modlog: () => import('../modlog/ModlogPage'),
  relays: () => import('../relays/RelaysPage'),
  'system-webhook': () => import('../webhooks/SystemWebhooksPage'),
  'abuse-report-notification-recipient': () => import('../webhooks/RecipientsPage'),
  settings: () => import('../meta/SettingsPage'),
  branding: () => import('../meta/BrandingPage'),
  moderation: () => import('../meta/ModerationPage'),
  'email-settings': () => import('../meta/EmailSettingsPage'),
  'object-storage': () => import('../meta/ObjectStoragePage'),
  security: () => import('../meta/SecurityPage'),
  'external-services': () => import('../meta/ExternalServicesPage'),
  performance: () => import('../meta/PerformancePage'),
};

/** The route component of `/admin/<subPath>` ('' for /admin), drawn in the control panel's frame. */
export async function pageAt(subPath: string): PageModule {
  const load = pages[subPath];
  if (!subPath || !load) return { default: AdminHome };
  return { default: framed((await load()).default, subPath) };
}
