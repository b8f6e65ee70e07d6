import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { listApplicationAssignees } from '../../../../shared/api/admin-applications/contracts';
import { assignServiceRequest } from '../../../../shared/api/admin-service/contracts';
import type { ServiceRequestDetail } from '../../../../shared/api/admin-service/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { StaffOptions } from '../shared/staff-options';
import { staffCall, useStaffSession } from '../shared/staff-api';
import service from './service.module.css';

/** The agents and admins a request can be given to: the applications desk's list of assignees. */
export const useAssignees = () => useQuery({ queryKey: ['admin', 'application-assignees'], queryFn: () => staffCall(listApplicationAssignees, {}) });

/** Who handles the request: "Take it" for the member signed in, or anyone from the list. */
export function OwnerForm({ detail, onDone }: { detail: ServiceRequestDetail; onDone: (next: ServiceRequestDetail) => void }) {
  const request = detail.request;
  const me = useStaffSession().data?.staff;
  const staff = useAssignees();
  const [chosen, setChosen] = useState(request.owner?.id ?? '');
  const assign = useMutation({
    mutationFn: (staffId: string | null) => staffCall(assignServiceRequest, { params: { id: request.id }, body: { staffId } }),
    onSuccess: (next) => {
      setChosen(next.request.owner?.id ?? '');
      onDone(next);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(chosen || null);
  };
  return (
    <form className={service.action} onSubmit={submit} noValidate aria-labelledby="service-owner-title">
      <h3 id="service-owner-title">{t('Owner')}</h3>
      <p>{request.owner ? t('Owned by {email}.', { email: request.owner.email }) : t('No one owns this request yet.')}</p>
      {me && request.owner?.id !== me.id && (
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} disabled={assign.isPending} onClick={() => assign.mutate(me.id)}>
            {t('Take it')}
          </button>
        </div>
      )}
      <div className={service.inline}>
        <div className={`${styles.field} ${service.grow}`}>
          <label htmlFor="service-owner">{t('Give it to')}</label>
          <select id="service-owner" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <StaffOptions current={request.owner} staff={staff.data?.staff} />
          </select>
        </div>
        <button type="submit" className={buttons.secondary} disabled={assign.isPending || chosen === (request.owner?.id ?? '')}>
          {t('Assign')}
        </button>
      </div>
      <Failure error={staff.error ?? assign.error} />
      {assign.isSuccess && (
        <p className={styles.done} role="status">
          {request.owner ? t('Owner: {email}.', { email: request.owner.email }) : t('The request has no owner now.')}
        </p>
      )}
    </form>
  );
}
