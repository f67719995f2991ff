import { defineMessages } from '@kite/sdk';

/** The texts the account menu and the auth routes need at start-up; the forms' texts load with the forms. */
export const authMenuMessages = defineMessages('auth', {
  signin: 'Sign in',
  otherServer: 'Sign in to another server',
  profile: 'Profile',
  addAccount: 'Add account',
  existingAccount: 'Existing account',
  createAccount: 'Create account',
  createSubAccount: 'Create sub-account',
  accountAdded: '{acct} was added to this device.',
  manageAccounts: 'Manage accounts',
  accounts: 'Accounts',
});
