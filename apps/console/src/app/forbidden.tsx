import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** A section the role cannot reach: said plainly, never a crash or an empty page. */
export function Forbidden() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle="You do not have access to this section"
      data-testid="console-forbidden"
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          Back to the dashboard
        </Button>
      }
    />
  );
}
