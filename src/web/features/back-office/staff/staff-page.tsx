import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createStaff, listStaff, resetStaffPassword, updateStaff } from '../../../../shared/api/admin/contracts';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '../../../../shared/api/admin/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall, useStaffSession } from '../shared/staff-api';

const STAFF_KEY = ['admin', 'staff'] as const;

/** A one-time password just made, shown once to the admin who made it. */
interface Issued {
  email: string;
  password: string;
}

function IssuedPassword({ issued }: { issued: Issued }) {
  return (
    <div className={styles.panel} role="status">
      <p>{t('One-time password for {email}. Give it to them in person or by phone; it is shown only now:', { email: issued.email })}</p>
      <p className={styles.secret}>{issued.password}</p>
      <p className={styles.hint}>{t('They choose their own password at their first sign-in at /admin.')}</p>
    </div>
  );
}

function AddStaffForm({ onIssued }: { onIssued: (issued: Issued) => void }) {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('agent');
  const add = useMutation({
    mutationFn: () => staffCall(createStaff, { body: { email, role } }),
    onSuccess: (created) => {
      onIssued({ email: created.staff.email, password: created.oneTimePassword });
      setEmail('');
      void client.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section className={styles.panel} aria-labelledby="add-staff-title">
      <h2 id="add-staff-title">{t('Add a member of staff')}</h2>
      <form className={styles.row} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="new-staff-email">{t('Email')}</label>
          <input id="new-staff-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="new-staff-role">{t('Role')}</label>
          <select id="new-staff-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(r)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttons.primary} disabled={add.isPending}>
          {t('Add')}
        </button>
      </form>
      <Failure error={add.error} />
      <p className={styles.hint}>{t('Admins manage staff; agents handle applications; editors run the catalogue, links and site content; finance exports and imports the bank’s collection files, changes a running service’s monthly fee and records refunds.')}</p>
    </section>
  );
}

function StaffRow({ member, self, onIssued, onError }: { member: StaffMember; self: boolean; onIssued: (i: Issued) => void; onError: (e: unknown) => void }) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: STAFF_KEY });
  const update = useMutation({
    mutationFn: (changes: { role?: StaffRole; disabled?: boolean }) => staffCall(updateStaff, { params: { id: member.id }, body: changes }),
    onSuccess: refresh,
    onError,
  });
  const reset = useMutation({
    mutationFn: () => staffCall(resetStaffPassword, { params: { id: member.id } }),
    onSuccess: (result) => {
      onIssued({ email: result.staff.email, password: result.oneTimePassword });
      void refresh();
    },
    onError,
  });
  const busy = update.isPending || reset.isPending;
  return (
    <tr>
      <td>
        {member.email}
        {self && ` (${t('you')})`}
      </td>
      <td>
        <label className="visually-hidden" htmlFor={`role-${member.id}`}>
          {t('Role of {email}', { email: member.email })}
        </label>
        <select id={`role-${member.id}`} value={member.role} disabled={self || busy} onChange={(e) => update.mutate({ role: e.target.value as StaffRole })}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(r)}
            </option>
          ))}
        </select>
      </td>
      <td>{member.disabled ? t('Disabled') : member.mustChangePassword ? t('Waiting for first sign-in') : t('Active')}</td>
      <td>{member.secondFactor ? t('Yes') : t('No')}</td>
      <td>
        {!self && (
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} disabled={busy} onClick={() => reset.mutate()}>
              {t('Reset password')}
            </button>
            <button type="button" className={buttons.secondary} disabled={busy} onClick={() => update.mutate({ disabled: !member.disabled })}>
              {member.disabled ? t('Enable') : t('Disable')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}

/** /admin/staff (admins): every account, its role and state, and a form to add one. */
export function StaffPage() {
  const { data: session } = useStaffSession();
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: () => staffCall(listStaff, {}) });
  const [issued, setIssued] = useState<Issued | null>(null);
  const [rowError, setRowError] = useState<unknown>(null);
  return (
    <>
      <h1>{t('Staff')}</h1>
      {issued && <IssuedPassword issued={issued} />}
      <AddStaffForm onIssued={setIssued} />
      <section className={styles.panel} aria-labelledby="staff-list-title">
        <h2 id="staff-list-title">{t('Accounts')}</h2>
        <Failure error={rowError} />
        {staff.isPending && <p>{t('Loading…')}</p>}
        <Failure error={staff.error} />
        {staff.data && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('Email')}</th>
                  <th scope="col">{t('Role')}</th>
                  <th scope="col">{t('State')}</th>
                  <th scope="col">{t('Authenticator')}</th>
                  <th scope="col">{t('Actions')}</th>
                </tr>
              </thead>
              <tbody>
                {staff.data.staff.map((member) => (
                  <StaffRow key={member.id} member={member} self={member.id === session?.staff.id} onIssued={setIssued} onError={setRowError} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
