import { type NavigateOptions, useNavigate } from 'react-router';
import { nativeEvents } from './native-events';

/**
 * Buttons that take the user to the Home or the My Loan tab ("Back to home",
 * "My Loan"): the page goes there and tells the native app (toHome, toMyLoan).
 */
export function useTabLinks() {
  const navigate = useNavigate();
  return {
    toHome: (options?: NavigateOptions) => {
      nativeEvents.toHome();
      void navigate('/homeIndex', options);
    },
    toMyLoan: (options?: NavigateOptions) => {
      nativeEvents.toMyLoan();
      void navigate('/loanIndex', options);
    },
  };
}
