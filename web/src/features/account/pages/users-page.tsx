import { UsersList } from '@/features/account/components/users-list';
import { useCurrentUser } from '@/lib/current-user';

/** /dashboard/Users (staff): every user; Admin also manages staff accounts and roles. */
export function UsersPage() {
  const { data: me } = useCurrentUser();
  const admin = !!me?.roles.includes('Admin');
  return <UsersList mode="users" viewer={{ id: me?.id ?? '', admin, staff: true }} />;
}
