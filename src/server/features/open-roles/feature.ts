// Open roles members post and members say they are interested in (issue 39, decision 069).
import type { ServerFeature } from '../../feature';
import { connectionDepsOf, connectionStatesWith, sendConnectionRequest } from '../connections/public';
import { openConversation } from '../conversations/public';
import { newsDepsOf } from '../notifications/public';
import type { RoleContacts } from './deps';
import { openRoleRoutes } from './routes';

export const openRolesFeature: ServerFeature = {
  name: 'open-roles',
  register(context) {
    const { db, config, now, afterAnswer } = context;
    const connections = connectionDepsOf(context);
    const contacts: RoleContacts = {
      async pairState(me, other) {
        const state = (await connectionStatesWith(db, me, [other], now())).get(other);
        if (state?.kind === 'connected') return { kind: 'connected' };
        if (state?.kind === 'sent' || state?.kind === 'received') return { kind: 'open', requestId: state.requestId };
        return { kind: 'none' };
      },
      async requestIntroduction(caller, to, note) {
        const sent = await sendConnectionRequest(connections, caller, { toAttendeeId: to, note });
        const requestId = sent.state.kind === 'sent' || sent.state.kind === 'received' ? sent.state.requestId : null;
        return { created: sent.created, connected: sent.state.kind === 'connected', requestId };
      },
      async openConversation(caller, memberId) {
        return (await openConversation({ db, config, now }, caller, memberId)).id;
      },
    };
    return { api: openRoleRoutes({ db, config, now, afterAnswer, news: newsDepsOf(context), contacts }) };
  },
};
