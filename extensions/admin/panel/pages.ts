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
};

/** The route component of `/admin/<subPath>` ('' for /admin), drawn in the control panel's frame. */
export async function pageAt(subPath: string): PageModule {
  const load = pages[subPath];
  if (!subPath || !load) return { default: AdminHome };
  return { default: framed((await load()).default, subPath) };
}
