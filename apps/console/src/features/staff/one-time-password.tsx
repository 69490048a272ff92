import { Alert, Modal, Typography } from 'antd';

interface Props {
  /** Who the password is for; null closes the modal. */
  shown: { email: string; password: string } | null;
  onClose: () => void;
}

/**
 * A new or reset password, shown once: the server keeps only its hash, so
 * closing this modal is the last chance to copy it.
 */
export function OneTimePassword({ shown, onClose }: Props) {
  return (
    <Modal
      open={shown !== null}
      title="One-time password"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="I have copied it"
      maskClosable={false}
      // The password leaves the page with the modal, not kept hidden in it.
      destroyOnHidden
    >
      {shown && (
        <>
          <Typography.Paragraph>
            Give this password to <Typography.Text strong>{shown.email}</Typography.Text> in person or by a
            trusted channel. It works once: at their first sign-in they set up their authenticator and choose
            their own password.
          </Typography.Paragraph>
          <Typography.Paragraph>
            <Typography.Text code copyable style={{ fontSize: 18 }} data-testid="new-staff-password">
              {shown.password}
            </Typography.Text>
          </Typography.Paragraph>
          <Alert type="warning" showIcon title="It is shown only now and cannot be displayed again." />
        </>
      )}
    </Modal>
  );
}
