// Async boundary so the shared singletons are negotiated before the harness runs.
import('./bootstrap');
