import type { StoreDto } from "@frontalier/shared/contracts/stores";
import { Minus, Plus, RotateCcw } from "lucide-react";
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { type Cluster, clusterPoints } from "../geo/cluster";
import { createEuropeProjection, MAP_HEIGHT, MAP_WIDTH } from "../geo/projection";
import { centreOn, initialView, panBy, type View, zoomAt } from "../geo/view";
import { CountryLayer, homeShapeOf } from "./country-layer";
import { StoreMarkers } from "./store-markers";

const SIZE = { width: MAP_WIDTH, height: MAP_HEIGHT };
/** Stores closer than this on screen (drawing units) show as one numbered marker. */
const CLUSTER_RADIUS = 22;
const KEY_PAN = 80;
const KEY_ZOOM = 1.5;

export interface EuropeMapProps {
  /** Accessible name of the map. */
  label: string;
  stores?: readonly StoreDto[];
  /** The stores are on their way: the map is drawn, a spinner says the markers will follow. */
  loading?: boolean;
  selectedStoreId?: string | null;
  onSelectStore?: (store: StoreDto) => void;
  /** Market fill colours (price map); markets without one are drawn plain. */
  fills?: ReadonlyMap<string, string>;
  home?: string | null;
  selectedCountry?: string | null;
  onSelectCountry?: (code: string) => void;
  position?: { lat: number; lon: number } | null;
}

const projection = createEuropeProjection();

/** Client pixels → drawing units (the SVG scales with its box). */
function toDrawing(rect: DOMRect | undefined, clientX: number, clientY: number) {
  if (!rect || rect.width === 0) return { x: 0, y: 0, scale: 1 };
  const scale = MAP_WIDTH / rect.width;
  return { x: (clientX - rect.left) * scale, y: (clientY - rect.top) * scale, scale };
}

/**
 * Europe drawn from the country shapes, with the stores as markers (clustered when zoomed out).
 * Pan by dragging (mouse, one finger), zoom with the wheel, a pinch, a double click, the buttons
 * or the keyboard (+, −, arrows, 0) once the map has the focus. The countries come with the code
 * and are drawn at once; a pan moves two groups and renders no shape or marker again.
 */
export function EuropeMap(props: EuropeMapProps) {
  const { t } = useTranslation("map");
  const [view, setView] = useState<View>(initialView);
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  /** The SVG's box, read once per gesture rather than at each move (no forced layout). */
  const gestureRect = useRef<DOMRect>(undefined);
  const moved = useRef(false);
  const latest = useRef({ props, k: view.k });
  latest.current = { props, k: view.k };

  const storePoints = useMemo(
    () =>
      (props.stores ?? []).map((store) => {
        const [x, y] = projection([store.lon, store.lat]);
        return { x, y, item: store };
      }),
    [props.stores],
  );
  // Clustered in zoomed units without the pan: a pan keeps the clusters (and renders none).
  const clusters = useMemo(
    () =>
      clusterPoints(
        storePoints.map((p) => ({ ...p, x: p.x * view.k, y: p.y * view.k })),
        CLUSTER_RADIUS,
        (store) => store.id,
      ),
    [storePoints, view.k],
  );

  // React's wheel listener is passive: the page would scroll as the map zooms.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = toDrawing(svg.getBoundingClientRect(), event.clientX, event.clientY);
      setView((v) => zoomAt(v, Math.exp(-event.deltaY * 0.002), at, SIZE));
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gestureRect.current = event.currentTarget.getBoundingClientRect();
    moved.current = false;
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    const next = { x: event.clientX, y: event.clientY };
    if (!moved.current && Math.hypot(next.x - previous.x, next.y - previous.y) < 3) return;
    if (!moved.current) event.currentTarget.setPointerCapture(event.pointerId);
    moved.current = true;
    pointers.current.set(event.pointerId, next);
    const rect = gestureRect.current;
    const { scale } = toDrawing(rect, 0, 0);
    const other = others[0]?.[1];
    if (other) {
      // Pinch: zoom by the change of finger distance around their midpoint.
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(next.x - other.x, next.y - other.y);
      const mid = toDrawing(rect, (next.x + other.x) / 2, (next.y + other.y) / 2);
      if (before > 0) setView((v) => zoomAt(v, after / before, mid, SIZE));
    } else {
      setView((v) => panBy(v, (next.x - previous.x) * scale, (next.y - previous.y) * scale, SIZE));
    }
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const zoomBy = (factor: number) =>
    setView((v) => zoomAt(v, factor, { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 }, SIZE));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const move = keyMove(event.key);
    if (!move) return;
    event.preventDefault();
    if (move === "in" || move === "out") zoomBy(move === "in" ? KEY_ZOOM : 1 / KEY_ZOOM);
    else if (move === "reset") setView(initialView);
    else setView((v) => panBy(v, move.dx, move.dy, SIZE));
  };

  // Stable across renders: a new callback would draw the memoised layers again.
  const openCluster = useCallback((cluster: Cluster<StoreDto>) => {
    if (moved.current) return;
    const { props: current, k } = latest.current;
    if (cluster.items.length === 1) {
      current.onSelectStore?.(cluster.items[0]!);
      return;
    }
    setView((v) => centreOn({ x: cluster.x / k, y: cluster.y / k }, v.k * 2.5, SIZE));
  }, []);
  const selectCountry = useCallback((code: string) => {
    if (!moved.current) latest.current.props.onSelectCountry?.(code);
  }, []);

  // The selected store, chosen from the list, comes into sight.
  const selected = props.stores?.find((store) => store.id === props.selectedStoreId);
  useEffect(() => {
    if (!selected) return;
    const [x, y] = projection([selected.lon, selected.lat]);
    setView((v) => centreOn({ x, y }, Math.max(v.k, 6), SIZE));
  }, [selected]);

  const position = props.position ? projection([props.position.lon, props.position.lat]) : null;
  const homeShape = homeShapeOf(props.home);

  return (
    <div className="relative overflow-hidden rounded-xl border border-[var(--border)] bg-[#cfe3f3] dark:bg-[#0f2233]">
      <div
        role="application"
        aria-label={props.label}
        aria-describedby="map-keys"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the focused map takes the keys that pan and zoom it
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        data-testid="europe-map"
        data-zoom={view.k.toFixed(2)}
      >
        <svg
          ref={svgRef}
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          className="block aspect-[1000/860] h-auto w-full cursor-grab touch-none select-none active:cursor-grabbing"
          aria-hidden="true"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onDoubleClick={(event) => {
            const rect = event.currentTarget.getBoundingClientRect();
            const at = toDrawing(rect, event.clientX, event.clientY);
            setView((v) => zoomAt(v, 2, at, SIZE));
          }}
        >
          <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
            <CountryLayer
              fills={props.fills}
              selectedCountry={props.selectedCountry}
              onSelectCountry={props.onSelectCountry ? selectCountry : undefined}
            />
            {homeShape && (
              <path
                d={homeShape.d}
                vectorEffect="non-scaling-stroke"
                className="pointer-events-none fill-none stroke-[#b91c1c]"
                strokeWidth={3}
                strokeDasharray="6 3"
                data-testid="home-outline"
              />
            )}
          </g>
          <g transform={`translate(${view.x} ${view.y})`}>
            {homeShape && (
              <path
                transform={`translate(${homeShape.centroid[0] * view.k} ${homeShape.centroid[1] * view.k})`}
                d="M0 -12 L11 -2 L7 -2 L7 9 L-7 9 L-7 -2 L-11 -2 Z"
                className="pointer-events-none fill-[#b91c1c] stroke-white"
                strokeWidth={1.5}
              />
            )}
            <StoreMarkers
              clusters={clusters}
              selectedStoreId={props.selectedStoreId ?? null}
              onOpen={openCluster}
            />
            {position && (
              <circle
                cx={position[0] * view.k}
                cy={position[1] * view.k}
                r={8}
                className="pointer-events-none fill-[#16a34a] stroke-white"
                strokeWidth={3}
                data-testid="shopper-position"
              />
            )}
          </g>
        </svg>
      </div>
      <p id="map-keys" className="sr-only">
        {t("keys")}
      </p>
      {props.loading && (
        <div className="absolute bottom-2 left-2 rounded-md bg-[var(--surface-raised)] px-2 py-1 text-sm shadow">
          <Spinner label={t("loading")} />
        </div>
      )}
      <div className="absolute top-2 right-2 flex flex-col gap-1">
        <MapButton label={t("zoomIn")} onClick={() => zoomBy(KEY_ZOOM)}>
          <Plus aria-hidden="true" className="size-4" />
        </MapButton>
        <MapButton label={t("zoomOut")} onClick={() => zoomBy(1 / KEY_ZOOM)}>
          <Minus aria-hidden="true" className="size-4" />
        </MapButton>
        <MapButton label={t("reset")} onClick={() => setView(initialView)}>
          <RotateCcw aria-hidden="true" className="size-4" />
        </MapButton>
      </div>
    </div>
  );
}

type KeyMove = "in" | "out" | "reset" | { dx: number; dy: number };

/** Arrow keys move the view the way the arrow points (the map slides the other way). */
function keyMove(key: string): KeyMove | null {
  switch (key) {
    case "ArrowLeft":
      return { dx: KEY_PAN, dy: 0 };
    case "ArrowRight":
      return { dx: -KEY_PAN, dy: 0 };
    case "ArrowUp":
      return { dx: 0, dy: KEY_PAN };
    case "ArrowDown":
      return { dx: 0, dy: -KEY_PAN };
    case "+":
    case "=":
      return "in";
    case "-":
    case "_":
      return "out";
    case "0":
      return "reset";
    default:
      return null;
  }
}

function MapButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="grid size-10 place-items-center rounded-full border border-[var(--border)] bg-[var(--surface-raised)] text-[var(--text)] shadow hover:bg-[var(--surface-muted)]"
    >
      {children}
    </button>
  );
}
