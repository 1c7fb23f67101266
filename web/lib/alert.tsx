import { Notification } from '@mantine/core';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import classes from './alert.module.css';

export type AlertType = 'success' | 'warning' | 'error' | 'default';

interface AlertValue {
  showAlert: (message: string, type?: AlertType, duration?: number) => void;
}

interface VisibleAlert {
  message: string;
  type: AlertType;
}

const colors: Record<AlertType, string> = {
  success: 'green.8',
  warning: 'orange.9',
  error: 'red.8',
  default: 'league.7',
};

const AlertContext = createContext<AlertValue | null>(null);

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<VisibleAlert | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const showAlert = useCallback((message: string, type: AlertType = 'default', duration = 3000) => {
    window.clearTimeout(timer.current);
    setAlert({ message, type });
    timer.current = window.setTimeout(() => setAlert(null), duration);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const value = useMemo(() => ({ showAlert }), [showAlert]);

  return (
    <AlertContext value={value}>
      {children}
      {/* The live region stays mounted so screen readers announce each new message. */}
      <div className={classes.region} aria-live="polite">
        {alert && (
          <Notification
            className={classes.banner}
            color={colors[alert.type]}
            role={alert.type === 'error' || alert.type === 'warning' ? 'alert' : 'status'}
            withBorder
            onClose={() => setAlert(null)}
            closeButtonProps={{ 'aria-label': 'Close message' }}
          >
            {alert.message}
          </Notification>
        )}
      </div>
    </AlertContext>
  );
}

export function useAlert(): AlertValue {
  const value = use(AlertContext);
  if (!value) throw new Error('useAlert muss innerhalb eines AlertProviders verwendet werden');
  return value;
}
