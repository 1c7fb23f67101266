import { Button, Notification, Text } from '@mantine/core';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { m } from '../../common/i18n/messages';
import classes from './alert.module.css';

export type AlertType = 'success' | 'warning' | 'error' | 'default';

/** What an alert may carry besides its sentence. */
export interface AlertOptions {
  /** The second line: whom or what the message is about ("Anna Berg for Physik FC – BWL Athletic"). */
  detail?: string;
  /** A button in the alert, e.g. Undo; the alert closes when it is pressed. */
  action?: { label: string; onClick: () => void };
  duration?: number;
}

interface AlertValue {
  showAlert: (message: string, type?: AlertType, options?: AlertOptions) => void;
}

interface VisibleAlert {
  message: string;
  type: AlertType;
  detail?: string;
  action?: AlertOptions['action'];
}

/** Mantine colours per type (a function, not a table: these are colours, not text for people). */
function colorOf(type: AlertType): string {
  if (type === 'success') return 'green.8';
  if (type === 'warning') return 'orange.9';
  if (type === 'error') return 'red.8';
  return 'league.7';
}

/** An alert with an action stays long enough to read it and reach the button. */
export const ACTION_ALERT_MS = 6000;

const AlertContext = createContext<AlertValue | null>(null);

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<VisibleAlert | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const showAlert = useCallback(
    (message: string, type: AlertType = 'default', options: AlertOptions = {}) => {
      const { detail, action, duration = action ? ACTION_ALERT_MS : 3000 } = options;
      window.clearTimeout(timer.current);
      setAlert({ message, type, detail, action });
      timer.current = window.setTimeout(() => setAlert(null), duration);
    },
    [],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const value = useMemo(() => ({ showAlert }), [showAlert]);
  const action = alert?.action;

  return (
    <AlertContext value={value}>
      {children}
      {/* The live region stays mounted so screen readers announce each new message. */}
      <div className={classes.region} aria-live="polite">
        {alert && (
          <Notification
            className={classes.banner}
            color={colorOf(alert.type)}
            role={alert.type === 'error' || alert.type === 'warning' ? 'alert' : 'status'}
            withBorder
            onClose={() => setAlert(null)}
            closeButtonProps={{ 'aria-label': m.common_alert_close() }}
          >
            <div className={classes.body}>
              <div>
                <div>{alert.message}</div>
                {alert.detail && (
                  <Text size="sm" c="dimmed">
                    {alert.detail}
                  </Text>
                )}
              </div>
              {action && (
                <Button
                  variant="light"
                  className={classes.action}
                  onClick={() => {
                    window.clearTimeout(timer.current);
                    setAlert(null);
                    action.onClick();
                  }}
                >
                  {action.label}
                </Button>
              )}
            </div>
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
