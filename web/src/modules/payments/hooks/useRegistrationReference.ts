import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { RESERVE_REGISTRATION_REFERENCE } from '@/modules/payments/graphql/ReserveRegistrationReference';
import {
  forgetReference,
  rememberedReference,
  rememberReference,
  type ReferenceReservation,
} from '@/modules/payments/utils/remembered-reference';

/**
 * The reference of the registration fee's payment, shown on the form before the account exists:
 * the one this browser kept, or one reserved once `wanted` (a fee is owed). Sent with the
 * registration, then forgotten. Null while there is none: the form still works without it.
 */
export function useRegistrationReference(wanted: boolean) {
  const [reservation, setReservation] = useState<ReferenceReservation | null>(() => rememberedReference());
  const [reserve] = useMutation(RESERVE_REGISTRATION_REFERENCE);

  useEffect(() => {
    if (!wanted || reservation) return;
    let current = true;
    reserve()
      .then(({ data }) => {
        const reserved = data?.reserveRegistrationReference;
        if (!reserved || !current) return;
        const kept = { reference: reserved.reference, token: reserved.token };
        rememberReference(kept);
        setReservation(kept);
      })
      // No reference on the form: the registration's payment gets one, shown once signed in.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, reservation, reserve]);

  // The form gives way to what to do next: nothing more to reserve, the next registration here gets its own.
  const forget = useCallback(() => forgetReference(), []);

  return { reservation: wanted ? reservation : null, forget };
}
