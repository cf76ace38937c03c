/**
 * The WebGL 2 path of the room renderer: the same steps as renderRoom.ts (the Canvas 2D path, which the unit tests
 * pin down), per fragment on the GPU — pixel → millimetres on the plane, the laying pattern, the tile's face or
 * grout, times the light on the bare plane.
 */
export const VERTEX_SHADER = `#version 300 es
in vec2 aPos;
void main() { gl_Position = vec4(aPos, 0.0, 1.0); }`;

export const FRAGMENT_SHADER = `#version 300 es
precision highp float;
uniform sampler2D uScene;
uniform sampler2D uTile;
uniform vec2 uSize;
uniform mat3 uToPlane;
uniform vec2 uPlane;
uniform vec2 uTileMm;
uniform float uGrout;
uniform vec3 uGroutRgb;
uniform int uPattern;
uniform vec2 uRot;
uniform float uMean;
uniform bool uHasTile;
out vec4 outColor;

bool herringbone(float x, float y, out vec2 face) {
  float lng = max(uTileMm.x, uTileMm.y), shrt = min(uTileMm.x, uTileMm.y);
  float L = lng + uGrout, S = shrt + uGrout;
  float b0 = floor((x - y) / (2.0 * L));
  for (int k = -1; k <= 1; k++) {
    float b = b0 + float(k);
    float a = floor((y + b * L) / S);
    float rx = x - a * S - b * L;
    float ry = y - a * S + b * L;
    if (rx >= 0.0 && rx < L) {
      if (rx >= lng || ry >= shrt) return false;
      face = vec2(rx / lng, ry / shrt);
      return true;
    }
    a = floor((x - b * L - L) / S);
    rx = x - a * S - b * L - L;
    ry = y - a * S + b * L - (S - L);
    if (ry >= 0.0 && ry < L) {
      if (rx >= shrt || ry >= lng) return false;
      face = vec2(ry / lng, rx / shrt);
      return true;
    }
  }
  return false;
}

bool layoutAt(vec2 p, out vec2 face) {
  vec2 d = p - uPlane * 0.5;
  float x = d.x * uRot.x + d.y * uRot.y;
  float y = -d.x * uRot.y + d.y * uRot.x;
  if (uPattern == 2) return herringbone(x, y, face);
  vec2 m = uTileMm + uGrout;
  float row = floor(y / m.y);
  float xs = (uPattern == 1 && mod(row, 2.0) == 1.0) ? x + m.x * 0.5 : x;
  float lx = xs - floor(xs / m.x) * m.x;
  float ly = y - row * m.y;
  if (lx >= uTileMm.x || ly >= uTileMm.y) return false;
  face = vec2(lx / uTileMm.x, ly / uTileMm.y);
  return true;
}

void main() {
  vec2 px = vec2(gl_FragCoord.x, uSize.y - gl_FragCoord.y);
  vec4 scene = texture(uScene, px / uSize);
  vec3 q = uToPlane * vec3(px, 1.0);
  vec2 uv = q.xy / q.z;
  if (!uHasTile || uv.x < 0.0 || uv.y < 0.0 || uv.x > uPlane.x || uv.y > uPlane.y) { outColor = scene; return; }
  float shade = clamp(dot(scene.rgb, vec3(0.299, 0.587, 0.114)) * 255.0 / uMean, 0.15, 1.6);
  vec2 face;
  vec3 colour = layoutAt(uv, face) ? texture(uTile, face).rgb : uGroutRgb;
  outColor = vec4(colour * shade, 1.0);
}`;
