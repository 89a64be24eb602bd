import { Checkbox, Fieldset, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { getProfile, interpretResult, isAbortError, isApiError, updateProfile, type WireProfile } from '@/api';
import { Panel } from '@/design-system';
import { useT } from '@/i18n';
import { knownMessage } from '../../model/messages';
import {
  MAILING_LIST_LABELS,
  mailingListsToOffer,
  profileUpdateWithList,
  type MailingList,
} from '../../model/mailingLists';

/**
 * The mailing lists a promotion link names (the small records rule, rules: other-entities), offered to a signed-in customer as unticked boxes beside their
 * details. A tick (or untick) is saved to their profile at once (the account calls rule (rules: call-account) updateprofile with their own custid): the box
 * always shows what the profile holds. Loaded only for a booking a promotion link opened.
 */
export function MailingListOffer({ lists, customerId }: { lists: readonly MailingList[]; customerId: number }) {
  const t = useT();
  const [profile, setProfile] = useState<WireProfile>();
  // Asked once, from the profile as the server has it: lists the customer is already on are not offered again.
  const [offered, setOffered] = useState<MailingList[]>([]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const listsKey = lists.join();

  useEffect(() => {
    const controller = new AbortController();
    getProfile({ signal: controller.signal })
      .then((current) => {
        if (!interpretResult(current).ok) return;
        setProfile(current);
        setOffered(mailingListsToOffer(listsKey.split(',') as MailingList[], current));
      })
      // Not offered when the profile cannot be read: there would be nothing to save the answer to.
      .catch(() => undefined);
    return () => controller.abort();
  }, [listsKey]);

  if (!profile || offered.length === 0) return null;

  const flag = (list: MailingList) => (list === 'email' ? 'emailmailinglist' : 'smsmailinglist');
  const save = async (list: MailingList, on: boolean) => {
    // One save at a time: each sends the whole profile (the account calls rule, rules: call-account), so two at once could undo each other.
    if (busy) return;
    const before = profile;
    setBusy(true);
    setStatus(undefined);
    setProfile({ ...before, [flag(list)]: on });
    try {
      const answer = await updateProfile(profileUpdateWithList(before, customerId, list, on));
      const result = interpretResult(answer);
      setProfile(result.ok ? answer : before);
      setStatus(
        result.ok
          ? { ok: true, text: t('booking.offers.saved') }
          : { ok: false, text: knownMessage(t, result.message) },
      );
    } catch (error) {
      setProfile(before);
      if (!isAbortError(error))
        setStatus({
          ok: false,
          text: isApiError(error) ? knownMessage(t, error.message) : t('booking.message.genericError'),
        });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel.Root size="sm">
      <Fieldset.Root aria-busy={busy}>
        <Fieldset.Legend fontWeight="medium">{t('booking.offers.legend')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('booking.offers.help')}</Fieldset.HelperText>
        <Fieldset.Content>
          {offered.map((list) => (
            <Checkbox.Root
              key={list}
              checked={profile[flag(list)] === true}
              onCheckedChange={(event) => void save(list, event.checked === true)}
            >
              <Checkbox.HiddenInput name={`${list}mailinglist`} />
              <Checkbox.Control />
              <Checkbox.Label>{t(MAILING_LIST_LABELS[list])}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Fieldset.Content>
        {/* Always there, so that a screen reader hears each answer as it arrives. */}
        <Text role="status" textStyle="sm" color="fg.success">
          {status?.ok ? status.text : ''}
        </Text>
        {status && !status.ok ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            {status.text}
          </Text>
        ) : null}
      </Fieldset.Root>
    </Panel.Root>
  );
}
