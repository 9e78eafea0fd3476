// The Health tab's offers and asks (issue 33, item 7): the words and two-word phrases members use most in
// their profile's Offering and Looking for, with how many members use each in each; a word many ask for
// and few offer is a gap the organisers may fill (an event, a topic, an introduction).
import { HandHelping } from 'lucide-react';
import { COMMUNITY_HEALTH_MESSAGES as M } from '../../../../common/contracts/community-health';
import { AdminPanel } from '../../../components/ui/AdminPanel';
import { AdminTable } from '../../../components/ui/AdminTable';
import { EmptyState, ReadStates } from '../../../components/ui/ListStates';
import { useOffersAndAsks } from './api';

const members = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'member' : 'members'}`;

export function OffersAndAsksCard() {
  const query = useOffersAndAsks();
  return (
    <AdminPanel
      compact
      icon={HandHelping}
      title="Offers and asks"
      summary="The words members use most in what they can help with and what they need now."
    >
      <ReadStates read={query} loadingLabel="Loading offers and asks..." failedMessage={M.offersFailed} inset>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={HandHelping} title="Nothing to count yet">
              {M.noOffers}
            </EmptyState>
          ) : (
            <>
              <p className="px-5 pt-4 text-sm text-stone sm:px-7">
                Counted over the {members(data.membersOffering)} with an Offering (Offers) and the {members(data.membersLooking)}{' '}
                with a Looking for (Asks).
              </p>
              {/* Three short columns fit a phone: no sideways scrolling (a scrolled region would need a tab stop). */}
              <div className="mt-3">
                <AdminTable
                  caption="The most common words and phrases in members’ offers and asks, with how many members use each"
                  columns={[
                    { label: 'Word or phrase' },
                    { label: 'Offers', width: 'w-[5.25rem] sm:w-[7rem]' },
                    { label: 'Asks', width: 'w-[4.5rem] sm:w-[7rem]' },
                  ]}
                  className="text-sm"
                >
                  {data.items.map((item) => (
                    <tr key={item.phrase}>
                      <th scope="row" className="py-2.5 pr-4 pl-7 font-semibold break-words text-ink">
                        {item.phrase}
                      </th>
                      <td className="px-4 py-2.5 tabular-nums">{item.offering.toLocaleString('en-US')}</td>
                      <td className="py-2.5 pr-7 pl-4 tabular-nums">{item.lookingFor.toLocaleString('en-US')}</td>
                    </tr>
                  ))}
                </AdminTable>
              </div>
            </>
          )
        }
      </ReadStates>
    </AdminPanel>
  );
}
