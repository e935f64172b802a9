import { PEOPLE_GROUP, isAdminGroupList, isTranslatorGroupList } from '../../../shared/constants.ts';

/** Who is making a request. */
export interface Caller {
  userId: number;
  email: string;
  name: string | null;
  groups: string[];
  isAdmin: boolean;
  /** Member of the group named exactly `admin`: may use the People area. */
  isPeopleAdmin: boolean;
  /** Member of the group named `translators`: may translate the interface (decision 026). */
  isTranslator: boolean;
  via: 'session' | 'token';
}

export function makeCaller(
  user: { user_id: number; email: string; name: string | null },
  groups: string[],
  via: Caller['via'],
): Caller {
  return {
    userId: user.user_id,
    email: user.email,
    name: user.name,
    groups,
    isAdmin: isAdminGroupList(groups),
    isPeopleAdmin: groups.includes(PEOPLE_GROUP),
    isTranslator: isTranslatorGroupList(groups),
    via,
  };
}

export function parseGroups(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
  } catch {
    return [];
  }
}
