import { useEffect, useRef, useState } from 'react';
import { getThrottleWait } from '../../live/throttle';

/** `value`, updated at most once per `interval` ms; the latest value always lands in the end. */
export function useThrottledValue<T>(value: T, interval: number): T {
  const [throttled, setThrottled] = useState(value);
  const lastRunAt = useRef<number | null>(null);
  useEffect(() => {
    const wait = getThrottleWait(lastRunAt.current, Date.now(), interval);
    const timer = setTimeout(() => {
      lastRunAt.current = Date.now();
      setThrottled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, interval]);
  return throttled;
}
