import type { PowerId } from "./powerIds.js";

/** One power's measured strength. */
export interface TierRow {
  readonly power: PowerId;
  /** Mean score of the heroes holding it (win 1, draw 0.5) minus 0.5. */
  readonly contribution: number;
  /** 95% confidence interval of the contribution. */
  readonly low: number;
  readonly high: number;
  /** Heroes who held it over the simulated matches. */
  readonly matches: number;
  /** S (>= +0.08), A (>= +0.03), B, C (<= -0.03), D (<= -0.08). */
  readonly tier: "S" | "A" | "B" | "C" | "D";
}

/** How the tier list was measured (written by `scripts/tierList.ts`). */
export const TIER_LIST_RUN = { matches: 6000, bot: "greedy", seed: 2026 } as const;

/** The tier list, strongest first (written by `scripts/tierList.ts`). */
export const TIER_LIST: readonly TierRow[] = [
  {
    "power": "precognition",
    "contribution": 0.197,
    "low": 0.169,
    "high": 0.225,
    "matches": 902,
    "tier": "S"
  },
  {
    "power": "martial-arts",
    "contribution": 0.184,
    "low": 0.157,
    "high": 0.211,
    "matches": 906,
    "tier": "S"
  },
  {
    "power": "mystic-powers",
    "contribution": 0.173,
    "low": 0.144,
    "high": 0.202,
    "matches": 869,
    "tier": "S"
  },
  {
    "power": "mind-scan",
    "contribution": 0.167,
    "low": 0.14,
    "high": 0.195,
    "matches": 950,
    "tier": "S"
  },
  {
    "power": "absorption",
    "contribution": 0.156,
    "low": 0.127,
    "high": 0.184,
    "matches": 867,
    "tier": "S"
  },
  {
    "power": "freeze",
    "contribution": 0.141,
    "low": 0.113,
    "high": 0.17,
    "matches": 926,
    "tier": "S"
  },
  {
    "power": "mimic",
    "contribution": 0.138,
    "low": 0.109,
    "high": 0.167,
    "matches": 903,
    "tier": "S"
  },
  {
    "power": "deflection",
    "contribution": 0.133,
    "low": 0.104,
    "high": 0.162,
    "matches": 947,
    "tier": "S"
  },
  {
    "power": "mind-control",
    "contribution": 0.121,
    "low": 0.092,
    "high": 0.149,
    "matches": 916,
    "tier": "S"
  },
  {
    "power": "made-of-metal",
    "contribution": 0.109,
    "low": 0.079,
    "high": 0.139,
    "matches": 873,
    "tier": "S"
  },
  {
    "power": "immobilize",
    "contribution": 0.099,
    "low": 0.069,
    "high": 0.13,
    "matches": 890,
    "tier": "S"
  },
  {
    "power": "summon",
    "contribution": 0.089,
    "low": 0.06,
    "high": 0.119,
    "matches": 900,
    "tier": "S"
  },
  {
    "power": "sidekick",
    "contribution": 0.087,
    "low": 0.057,
    "high": 0.117,
    "matches": 893,
    "tier": "S"
  },
  {
    "power": "super-tough",
    "contribution": 0.08,
    "low": 0.049,
    "high": 0.112,
    "matches": 908,
    "tier": "S"
  },
  {
    "power": "electricity",
    "contribution": 0.078,
    "low": 0.048,
    "high": 0.107,
    "matches": 921,
    "tier": "A"
  },
  {
    "power": "super-genius",
    "contribution": 0.077,
    "low": 0.047,
    "high": 0.107,
    "matches": 859,
    "tier": "A"
  },
  {
    "power": "super-costume",
    "contribution": 0.071,
    "low": 0.042,
    "high": 0.099,
    "matches": 948,
    "tier": "A"
  },
  {
    "power": "death-trap",
    "contribution": 0.068,
    "low": 0.037,
    "high": 0.098,
    "matches": 918,
    "tier": "A"
  },
  {
    "power": "flight",
    "contribution": 0.03,
    "low": 0,
    "high": 0.06,
    "matches": 931,
    "tier": "A"
  },
  {
    "power": "damage-resistance",
    "contribution": 0.019,
    "low": -0.012,
    "high": 0.051,
    "matches": 909,
    "tier": "B"
  },
  {
    "power": "insubstantial",
    "contribution": 0.014,
    "low": -0.017,
    "high": 0.045,
    "matches": 923,
    "tier": "B"
  },
  {
    "power": "entangle",
    "contribution": 0.01,
    "low": -0.02,
    "high": 0.04,
    "matches": 899,
    "tier": "B"
  },
  {
    "power": "darkness",
    "contribution": 0.009,
    "low": -0.021,
    "high": 0.039,
    "matches": 898,
    "tier": "B"
  },
  {
    "power": "stretching",
    "contribution": 0.008,
    "low": -0.022,
    "high": 0.037,
    "matches": 932,
    "tier": "B"
  },
  {
    "power": "drain",
    "contribution": 0.008,
    "low": -0.022,
    "high": 0.038,
    "matches": 928,
    "tier": "B"
  },
  {
    "power": "heat-attack",
    "contribution": 0.007,
    "low": -0.023,
    "high": 0.037,
    "matches": 902,
    "tier": "B"
  },
  {
    "power": "shrinking",
    "contribution": 0.004,
    "low": -0.026,
    "high": 0.034,
    "matches": 912,
    "tier": "B"
  },
  {
    "power": "unstoppable",
    "contribution": 0.004,
    "low": -0.025,
    "high": 0.033,
    "matches": 943,
    "tier": "B"
  },
  {
    "power": "knockback",
    "contribution": 0.004,
    "low": -0.024,
    "high": 0.033,
    "matches": 957,
    "tier": "B"
  },
  {
    "power": "super-leap",
    "contribution": 0.002,
    "low": -0.028,
    "high": 0.032,
    "matches": 865,
    "tier": "B"
  },
  {
    "power": "teleportation",
    "contribution": 0.001,
    "low": -0.029,
    "high": 0.03,
    "matches": 919,
    "tier": "B"
  },
  {
    "power": "growth",
    "contribution": 0.001,
    "low": -0.029,
    "high": 0.03,
    "matches": 915,
    "tier": "B"
  },
  {
    "power": "deadly-attack",
    "contribution": 0.001,
    "low": -0.029,
    "high": 0.031,
    "matches": 878,
    "tier": "B"
  },
  {
    "power": "enhanced-senses",
    "contribution": -0.003,
    "low": -0.033,
    "high": 0.027,
    "matches": 875,
    "tier": "B"
  },
  {
    "power": "invisibility",
    "contribution": -0.017,
    "low": -0.048,
    "high": 0.013,
    "matches": 893,
    "tier": "B"
  },
  {
    "power": "shape-shift",
    "contribution": -0.019,
    "low": -0.049,
    "high": 0.01,
    "matches": 903,
    "tier": "B"
  },
  {
    "power": "berserk",
    "contribution": -0.02,
    "low": -0.049,
    "high": 0.009,
    "matches": 926,
    "tier": "B"
  },
  {
    "power": "weather-control",
    "contribution": -0.023,
    "low": -0.052,
    "high": 0.007,
    "matches": 908,
    "tier": "B"
  },
  {
    "power": "regeneration",
    "contribution": -0.026,
    "low": -0.056,
    "high": 0.004,
    "matches": 913,
    "tier": "B"
  },
  {
    "power": "elemental-attack",
    "contribution": -0.035,
    "low": -0.065,
    "high": -0.006,
    "matches": 924,
    "tier": "C"
  },
  {
    "power": "tactics",
    "contribution": -0.036,
    "low": -0.067,
    "high": -0.006,
    "matches": 918,
    "tier": "C"
  },
  {
    "power": "illusions",
    "contribution": -0.037,
    "low": -0.067,
    "high": -0.007,
    "matches": 904,
    "tier": "C"
  },
  {
    "power": "duplication",
    "contribution": -0.039,
    "low": -0.067,
    "high": -0.01,
    "matches": 945,
    "tier": "C"
  },
  {
    "power": "stunning-attack",
    "contribution": -0.041,
    "low": -0.07,
    "high": -0.011,
    "matches": 930,
    "tier": "C"
  },
  {
    "power": "sonic-blast",
    "contribution": -0.042,
    "low": -0.073,
    "high": -0.012,
    "matches": 859,
    "tier": "C"
  },
  {
    "power": "telekinesis",
    "contribution": -0.044,
    "low": -0.074,
    "high": -0.013,
    "matches": 866,
    "tier": "C"
  },
  {
    "power": "force-field",
    "contribution": -0.048,
    "low": -0.077,
    "high": -0.019,
    "matches": 975,
    "tier": "C"
  },
  {
    "power": "gadgets",
    "contribution": -0.048,
    "low": -0.078,
    "high": -0.019,
    "matches": 901,
    "tier": "C"
  },
  {
    "power": "super-strength",
    "contribution": -0.05,
    "low": -0.079,
    "high": -0.02,
    "matches": 926,
    "tier": "C"
  },
  {
    "power": "energy-blast",
    "contribution": -0.057,
    "low": -0.088,
    "high": -0.026,
    "matches": 860,
    "tier": "C"
  },
  {
    "power": "laser-attack",
    "contribution": -0.068,
    "low": -0.098,
    "high": -0.039,
    "matches": 878,
    "tier": "C"
  },
  {
    "power": "super-reflexes",
    "contribution": -0.071,
    "low": -0.1,
    "high": -0.041,
    "matches": 885,
    "tier": "C"
  },
  {
    "power": "finesse",
    "contribution": -0.075,
    "low": -0.104,
    "high": -0.045,
    "matches": 917,
    "tier": "C"
  },
  {
    "power": "density-increase",
    "contribution": -0.077,
    "low": -0.105,
    "high": -0.048,
    "matches": 939,
    "tier": "C"
  },
  {
    "power": "secret-identity",
    "contribution": -0.081,
    "low": -0.11,
    "high": -0.052,
    "matches": 933,
    "tier": "D"
  },
  {
    "power": "backblast",
    "contribution": -0.088,
    "low": -0.119,
    "high": -0.058,
    "matches": 843,
    "tier": "D"
  },
  {
    "power": "extra-limbs",
    "contribution": -0.09,
    "low": -0.12,
    "high": -0.06,
    "matches": 886,
    "tier": "D"
  },
  {
    "power": "armor",
    "contribution": -0.091,
    "low": -0.121,
    "high": -0.062,
    "matches": 924,
    "tier": "D"
  },
  {
    "power": "luck",
    "contribution": -0.094,
    "low": -0.123,
    "high": -0.066,
    "matches": 959,
    "tier": "D"
  },
  {
    "power": "ammo-assortment",
    "contribution": -0.096,
    "low": -0.125,
    "high": -0.067,
    "matches": 893,
    "tier": "D"
  },
  {
    "power": "psionic-blast",
    "contribution": -0.115,
    "low": -0.144,
    "high": -0.086,
    "matches": 903,
    "tier": "D"
  },
  {
    "power": "magnetron",
    "contribution": -0.116,
    "low": -0.144,
    "high": -0.088,
    "matches": 935,
    "tier": "D"
  },
  {
    "power": "neutralization-field",
    "contribution": -0.117,
    "low": -0.146,
    "high": -0.088,
    "matches": 901,
    "tier": "D"
  },
  {
    "power": "time-travel",
    "contribution": -0.143,
    "low": -0.171,
    "high": -0.114,
    "matches": 921,
    "tier": "D"
  },
  {
    "power": "super-speed",
    "contribution": -0.167,
    "low": -0.195,
    "high": -0.139,
    "matches": 914,
    "tier": "D"
  },
  {
    "power": "internal-reserves",
    "contribution": -0.2,
    "low": -0.227,
    "high": -0.174,
    "matches": 936,
    "tier": "D"
  }
];
