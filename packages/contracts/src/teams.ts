import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { ZMessage } from './message.ts';

/** A team (the API says "group") inside one game. */
export const ZTeamMember = z.object({
  /** The group-user id (used to move or remove the player). */
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  /** Organisers only: a player never receives a colleague's e-mail address (null for them). */
  email: z.string().nullable(),
  status: z.enum(['active', 'invited', 'disabled']),
});
export const ZTeam = z.object({
  id: z.string(),
  competitionId: z.string(),
  name: z.string(),
  color: z.string(),
  /** The game's charities the team supports (ADR 0017); empty: it supports all of them equally. */
  charityIds: z.array(z.string()),
  members: z.array(ZTeamMember),
});
export type TTeam = z.infer<typeof ZTeam>;
export const ZTeamList = z.array(ZTeam);

/** Distinct, readable colours; a team may still pick any other. */
export const TEAM_SWATCHES: string[] = [
  '#228be6',
  '#e8590c',
  '#2f9e44',
  '#ae3ec9',
  '#f03e3e',
  '#1098ad',
  '#f08c00',
  '#5c7cfa',
];
/** The colour a game's team gets by default: the `index`th team the next swatch. */
export const teamSwatch = (index: number): string => TEAM_SWATCHES[index % TEAM_SWATCHES.length] ?? '#228be6';

/** The longest team name, wherever a team is named (the teams screen, onboarding). */
export const TEAM_NAME_MAX_LENGTH = 80;
export const ZTeamName = z.string().trim().min(1).max(TEAM_NAME_MAX_LENGTH);

const HEX = /^#[0-9a-fA-F]{6}$/;
/** Among the game's linked charities (a repeated id counts once); none chosen means all of them. */
const ZTeamCharityIds = z.array(z.uuid()).max(50);
/** `POST /group/add {group}` */
export const ZCreateTeamRequest = z.object({
  group: z.object({
    competitionId: z.uuid(),
    name: ZTeamName,
    color: z.string().regex(HEX).default('#228be6'),
    charityIds: ZTeamCharityIds.default([]),
  }),
});
/** `POST /group/update {group}` */
export const ZUpdateTeamRequest = z.object({
  group: z.object({
    id: z.uuid(),
    name: ZTeamName.optional(),
    color: z.string().regex(HEX).optional(),
    charityIds: ZTeamCharityIds.optional(),
  }),
});
/** `POST /group/deleteGroupCompetition`: deletes a team; its players leave the game's teams. */
export const ZDeleteTeamRequest = z.object({ groupId: z.uuid() });
/** `POST /group/deleteGroupUser`: takes a player out of their team (and so out of the game). */
export const ZRemoveTeamMemberRequest = z.object({ groupUserId: z.uuid() });
/** `PUT /group/groupuser/{id}`: moves a player to another team of the same game; their points go with them. */
export const ZMoveTeamMemberRequest = z.object({ groupId: z.uuid() });

/** `POST /competition/add/existing/user {data}`: puts existing users into a team (one team per player per game). */
export const ZAddPlayersRequest = z.object({
  data: z.object({
    competitionId: z.uuid(),
    groupId: z.uuid(),
    userIds: z.array(z.uuid()).min(1).max(1000),
  }),
});
export const ZAddPlayersResponse = z.object({
  added: z.number().int(),
  /** Who was not added, and why (a message: code, params, English text). */
  skipped: z.array(z.object({ userId: z.string(), ...ZMessage.shape })),
});

/** Addresses one invitation takes: a large team pasted at once. */
export const INVITE_MAX = 500;
/** One address of an invitation, with the name a new player gets (else one made from the address). */
export const ZInvitee = z.object({ email: ZEmail, fullName: z.string().trim().min(2).max(120).optional() });
export type TInvitee = z.input<typeof ZInvitee>;
/**
 * `POST /group/invite`: players by e-mail into a team, in one transaction: unknown addresses become
 * invited players of the game's company, the company's users join as they are.
 */
export const ZInviteToTeamRequest = z.object({
  data: z.object({
    competitionId: z.uuid(),
    groupId: z.uuid(),
    invitees: z.array(ZInvitee).min(1).max(INVITE_MAX),
  }),
});
export type TInviteToTeamRequest = z.output<typeof ZInviteToTeamRequest>;
export const ZInviteToTeamResponse = z.object({
  /** Players put into the team, of whom `created` are new (invited) users. */
  added: z.number().int(),
  created: z.number().int(),
  /** Addresses whose user was not added, and why (in the game already, disabled, not a player). */
  skipped: z.array(z.object({ email: z.string(), ...ZMessage.shape })),
});

/** The name a new player gets without one: the address's local part ("ana.lima" -> "ana lima"). */
export function inviteeName({ email, fullName }: { email: string; fullName?: string | undefined }) {
  if (fullName) return fullName;
  const fallback = (email.split('@')[0] ?? email).replace(/[._-]+/g, ' ').trim();
  return fallback.length >= 2 ? fallback : email;
}

/**
 * `GET /user/competition/notExisting/{id}/{isAll}?q=`: users not yet in the game, found by name or
 * e-mail. `isAll` (`1`/`true`) reaches every company, for platform admins only.
 */
export const ZAvailableUsersQuery = z.object({ q: z.string().trim().max(200).optional() });
export const ZAvailableUser = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.string(),
  companyName: z.string(),
});
export const ZAvailableUserList = z.array(ZAvailableUser);

/** `POST /group/copy`: copies the teams (optionally with their players) of another game of the same company. */
export const ZCopyTeamsRequest = z.object({
  fromCompetitionId: z.uuid(),
  toCompetitionId: z.uuid(),
  withPlayers: z.boolean().default(false),
});
export const ZCopyResponse = z.object({ copied: z.number().int() });
