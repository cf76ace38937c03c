/**
 * The RxJS API the storefront uses, re-exported from the shared package for the same reason as the router:
 * one copy in the page, and only the operators we use.
 */
export {
  Observable,
  ReplaySubject,
  Subject,
  asyncScheduler,
  catchError,
  debounce,
  debounceTime,
  distinctUntilChanged,
  filter,
  map,
  of,
  startWith,
  switchMap,
  tap,
  timeout,
  timer,
  from,
  merge,
  EMPTY,
  throwError,
  Subscription,
  BehaviorSubject,
} from 'rxjs';
export type { SchedulerLike, Subscriber, OperatorFunction } from 'rxjs';
